import { randomUUID } from 'node:crypto';
import { AppError } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeProvider } from '../src/providers/stripe.js';
import { FakeStripe, STRIPE_WEBHOOK_SECRET } from '../src/testing/fake-stripe.js';

// Stripe keeps an idempotency key for 24 hours. A capture, cancellation or refund whose answer
// was lost (a crash after Stripe acted) and that is retried after an outage longer than that
// reaches Stripe as a new request: the real adapter, against a local server speaking Stripe's
// API that forgets its keys on demand, must not act twice.
describe('the Stripe adapter after Stripe forgot its idempotency keys', () => {
  let stripe: FakeStripe;
  let provider: StripeProvider;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    provider = new StripeProvider({
      secretKey: 'sk_test_arrendo',
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiUrl: stripe.url,
      timeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await stripe?.stop();
  });

  async function intent(amount: number): Promise<string> {
    const created = await provider.createPayment({
      paymentId: randomUUID(),
      bookingId: randomUUID(),
      amount,
      idempotencyKey: `booking-${randomUUID()}-attempt-1`,
      capture: 'manual',
      description: 'A stay',
      email: null,
      returnUrl: 'http://localhost/trips',
      notifyUrl: null,
      destination: null,
    });
    return created.providerRef;
  }

  it('a refund retried a day later is the refund made the first time', async () => {
    const ref = await intent(100_000);
    const first = await provider.refund(ref, { amount: 40_000, idempotencyKey: 'refund-evt-1' });
    stripe.forgetKeys();
    const again = await provider.refund(ref, { amount: 40_000, idempotencyKey: 'refund-evt-1' });
    expect(again).toEqual(first);
    expect(stripe.refundsOf(ref).map((refund) => refund.amount)).toEqual([40_000]);
    // Another refund of the same payment, under its own key, is made.
    await provider.refund(ref, { amount: 10_000, idempotencyKey: 'refund-evt-2' });
    expect(stripe.refundsOf(ref).map((refund) => refund.amount)).toEqual([40_000, 10_000]);
  });

  it('a full refund retried a day later answers the refund made instead of failing', async () => {
    const ref = await intent(55_000);
    const first = await provider.refund(ref, { amount: 55_000, idempotencyKey: 'refund-full' });
    stripe.forgetKeys();
    await expect(
      provider.refund(ref, { amount: 55_000, idempotencyKey: 'refund-full' }),
    ).resolves.toEqual(first);
    expect(stripe.refundsOf(ref)).toHaveLength(1);
  });

  it('a capture or a cancellation retried a day later finds it done', async () => {
    const captured = await intent(20_000);
    await provider.capture(captured, { idempotencyKey: 'capture-evt-1' });
    stripe.forgetKeys();
    await expect(
      provider.capture(captured, { idempotencyKey: 'capture-evt-1' }),
    ).resolves.toBeUndefined();

    const cancelled = await intent(20_000);
    await provider.cancel(cancelled, { idempotencyKey: 'cancel-evt-1' });
    stripe.forgetKeys();
    await expect(
      provider.cancel(cancelled, { idempotencyKey: 'cancel-evt-1' }),
    ).resolves.toBeUndefined();
  });

  /** The code the adapter refused with (null: it did not refuse). */
  const refusedWith = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => (AppError.isAppError(error) ? error.code : error),
    );

  it('still refuses what is not done: capturing a cancelled intent, cancelling a captured one', async () => {
    const cancelled = await intent(20_000);
    await provider.cancel(cancelled, { idempotencyKey: 'cancel-evt-2' });
    expect(
      await refusedWith(provider.capture(cancelled, { idempotencyKey: 'capture-evt-2' })),
    ).toBe('UNAVAILABLE');

    const captured = await intent(20_000);
    await provider.capture(captured, { idempotencyKey: 'capture-evt-3' });
    expect(await refusedWith(provider.cancel(captured, { idempotencyKey: 'cancel-evt-3' }))).toBe(
      'UNAVAILABLE',
    );
  });

  it('a refund while Stripe is down is not made, and made once it is back', async () => {
    const ref = await intent(30_000);
    stripe.down = true;
    try {
      expect(
        await refusedWith(provider.refund(ref, { amount: 30_000, idempotencyKey: 'refund-down' })),
      ).toBe('UNAVAILABLE');
    } finally {
      stripe.down = false;
    }
    expect(stripe.refundsOf(ref)).toHaveLength(0);
    await provider.refund(ref, { amount: 30_000, idempotencyKey: 'refund-down' });
    expect(stripe.refundsOf(ref)).toHaveLength(1);
  });
});
