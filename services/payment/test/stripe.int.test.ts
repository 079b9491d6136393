import { randomUUID } from 'node:crypto';
import {
  PaymentEvents,
  PaymentRpc,
  type Actor,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking } from '@arrendo/booking/testing';
import { FakeStripe, STRIPE_WEBHOOK_SECRET } from '../src/testing/fake-stripe.js';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

describe('payment service with Stripe (a local fake of its API)', () => {
  let stripe: FakeStripe;
  let svc: PaymentUnderTest;
  const system: Actor = { userId: null, roles: [] };

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    svc = await PaymentUnderTest.start('payment_stripe', {
      STRIPE_SECRET_KEY: 'sk_test_arrendo',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_arrendo',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await svc?.stop();
    await stripe?.stop();
  });

  const webhook = (event: { rawBody: string; signature: string | null }) =>
    svc.client.call(PaymentRpc.webhook, { provider: 'stripe', ...event }, { actor: system });

  async function started(options: { instantBook?: boolean; hostId?: string } = {}) {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string, ...options }));
    const intent = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'card' },
      { actor: guest },
    );
    const row = await svc.payment(intent.paymentId);
    return { guest, booking, intent, row, ref: row.provider_ref as string };
  }

  const intentObject = (ref: string, paymentId: string, extra: Record<string, unknown> = {}) => ({
    id: ref,
    object: 'payment_intent',
    amount: 111_900,
    amount_received: 111_900,
    amount_capturable: 0,
    currency: 'clp',
    metadata: { paymentId },
    ...extra,
  });

  it('serves card payments with Stripe and says so', async () => {
    await expect(svc.client.call(PaymentRpc.config, {}, { actor: system })).resolves.toEqual({
      card: 'stripe',
      local: 'dev',
      stripePublishableKey: 'pk_test_arrendo',
      devProvider: true,
    });
  });

  it('creates a manual-capture PaymentIntent in whole pesos, charged by the platform even for a host with a connected account', async () => {
    const hostId = randomUUID();
    await svc.db
      .insertInto('payout_accounts')
      .values({ host_id: hostId, stripe_account_id: 'acct_1HostConnected' })
      .execute();
    const { booking, intent } = await started({ instantBook: false, hostId });
    expect(intent).toMatchObject({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^pi_fake\d+_secret_fake$/),
      redirectUrl: null,
      totalAmount: 111_900,
    });
    const call = stripe
      .callsTo('/v1/payment_intents')
      .find((c) => c.params['metadata[bookingId]'] === booking.id);
    expect(call).toBeDefined();
    expect(call?.idempotencyKey).toBe(`booking-${booking.id}-attempt-1`);
    expect(call?.params).toMatchObject({
      amount: '111900',
      currency: 'clp',
      capture_method: 'manual',
      'metadata[paymentId]': intent.paymentId,
    });
    // The host's base is transferred by the payout ledger after check-in (decision 0041).
    expect(call?.params['transfer_data[destination]']).toBeUndefined();
    expect(call?.params.application_fee_amount).toBeUndefined();
  });

  it('captures at once for instant book and without Connect when the host has no account', async () => {
    const { booking } = await started({ instantBook: true });
    const call = stripe
      .callsTo('/v1/payment_intents')
      .find((c) => c.params['metadata[bookingId]'] === booking.id);
    expect(call?.params.capture_method).toBe('automatic');
    expect(call?.params['transfer_data[destination]']).toBeUndefined();
    expect(call?.params.application_fee_amount).toBeUndefined();
  });

  it('applies payment_intent.succeeded replayed ten times once', async () => {
    const { intent, ref } = await started();
    const event = stripe.event('payment_intent.succeeded', intentObject(ref, intent.paymentId));
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await webhook(event));
    expect(replies.filter((r) => r.duplicate)).toHaveLength(9);
    const succeeded = (await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === intent.paymentId,
    );
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]?.data).toMatchObject({ provider: 'stripe', captured: true });
  });

  it('tolerates any order: a refund before the success, then the success', async () => {
    const { intent, ref } = await started();
    await webhook(
      stripe.event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        amount: 111_900,
        amount_refunded: 111_900,
        currency: 'clp',
        payment_intent: ref,
        metadata: {},
        refunds: { object: 'list', data: [{ id: 're_early', object: 'refund' }] },
      }),
    );
    const late = await webhook(
      stripe.event('payment_intent.succeeded', intentObject(ref, intent.paymentId)),
    );
    expect(late.duplicate).toBe(false);
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: 111_900,
    });
    const mine = <T extends { paymentId: string }>(rows: { data: T }[]) =>
      rows.filter((e) => e.data.paymentId === intent.paymentId);
    expect(mine(await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED))).toHaveLength(1);
    expect(
      mine(await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).map(
        (e) => e.data.refundId,
      ),
    ).toEqual(['re_early']);
  });

  it('refuses a bad signature with nothing stored', async () => {
    const { intent, ref } = await started();
    const event = stripe.event('payment_intent.succeeded', intentObject(ref, intent.paymentId));
    const error = await refusal(webhook({ rawBody: event.rawBody, signature: 't=1,v1=deadbeef' }));
    expect(error.code).toBe('VALIDATION');
    // The body re-serialised (a parsed and re-encoded JSON) no longer verifies either.
    const reencoded = JSON.stringify(JSON.parse(event.rawBody), null, 2);
    expect((await refusal(webhook({ rawBody: reencoded, signature: event.signature }))).code).toBe(
      'VALIDATION',
    );
    expect((await svc.payment(intent.paymentId)).status).toBe('requires_action');
    const stored = await svc.db
      .selectFrom('webhook_events')
      .select('event_id')
      .where('payment_id', '=', intent.paymentId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('captures an authorised request when the host accepts, with a key from the event', async () => {
    const { booking, intent, ref } = await started({ instantBook: false });
    await webhook(
      stripe.event(
        'payment_intent.amount_capturable_updated',
        intentObject(ref, intent.paymentId, { amount_capturable: 111_900, amount_received: 0 }),
      ),
    );
    expect((await svc.payment(intent.paymentId)).status).toBe('authorized');
    const eventId = await svc.booking.confirmed(booking, { accepted: true });
    await svc.consumed(eventId);
    expect(stripe.callsTo(`/v1/payment_intents/${ref}/capture`)).toMatchObject([
      { idempotencyKey: `capture-${eventId}` },
    ]);
    expect((await svc.payment(intent.paymentId)).status).toBe('succeeded');
  });

  it('refuses an authorisation of another amount or currency: the accept then captures nothing', async () => {
    const { booking, intent, ref } = await started({ instantBook: false });
    const authorised = (extra: Record<string, unknown>) =>
      stripe.event(
        'payment_intent.amount_capturable_updated',
        intentObject(ref, intent.paymentId, {
          amount_capturable: 111_900,
          amount_received: 0,
          ...extra,
        }),
      );
    for (const [extra, field] of [
      [{ amount: 1, amount_capturable: 1 }, 'amount'],
      [{ currency: 'usd' }, 'currency'],
    ] as const) {
      const error = await refusal(webhook(authorised(extra)));
      expect(error.code).toBe('VALIDATION');
      expect(error.details?.fields).toEqual([{ path: field, message: expect.any(String) }]);
    }
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'requires_action',
      authorized_at: null,
    });
    const eventId = await svc.booking.confirmed(booking, { accepted: true });
    await svc.consumed(eventId);
    expect(stripe.callsTo(`/v1/payment_intents/${ref}/capture`)).toEqual([]);
    expect((await svc.payment(intent.paymentId)).captured_at).toBeNull();
    const succeeded = (await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === intent.paymentId,
    );
    expect(succeeded).toEqual([]);

    await webhook(authorised({}));
    expect((await svc.payment(intent.paymentId)).status).toBe('authorized');
  });

  it('refuses a refund notice above what was paid or in another currency', async () => {
    const { intent, ref } = await started();
    await webhook(stripe.event('payment_intent.succeeded', intentObject(ref, intent.paymentId)));
    const refunded = (extra: Record<string, unknown>) =>
      stripe.event('charge.refunded', {
        id: `ch_${intent.paymentId}`,
        object: 'charge',
        amount: 111_900,
        currency: 'clp',
        payment_intent: ref,
        metadata: { paymentId: intent.paymentId },
        refunds: { object: 'list', data: [] },
        ...extra,
      });
    for (const [extra, field] of [
      [{ amount_refunded: 200_000, amount: 200_000 }, 'amount'],
      [{ amount_refunded: 200_000 }, 'amount'],
      [{ amount_refunded: 50_000, currency: 'usd' }, 'currency'],
    ] as const) {
      const error = await refusal(webhook(refunded(extra)));
      expect(error.code, JSON.stringify(extra)).toBe('VALIDATION');
      expect(error.details?.fields).toEqual([{ path: field, message: expect.any(String) }]);
    }
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'succeeded',
      refunded_amount: 0,
    });
    const mine = async () =>
      (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
        (e) => e.data.paymentId === intent.paymentId,
      );
    expect(await mine()).toEqual([]);
    const ledger = await svc.db
      .selectFrom('ledger_entries')
      .select('gross')
      .where('payment_id', '=', intent.paymentId)
      .execute();
    expect(ledger).toEqual([{ gross: 111_900 }]);

    await webhook(refunded({ amount_refunded: 52_360 }));
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 52_360,
    });
    expect((await mine()).map((e) => e.data.total.amount)).toEqual([52_360]);
  });

  it('refunds on cancellation with Stripe, and keeps trying while Stripe is down', async () => {
    const { booking, intent, ref } = await started();
    await webhook(stripe.event('payment_intent.succeeded', intentObject(ref, intent.paymentId)));

    stripe.down = true;
    const eventId = await svc.booking.cancelled(booking, 52_360);
    await new Promise((r) => setTimeout(r, 1500));
    // Each try first looks for a refund already made under its key (stripe-key-window.int.test.ts):
    // while Stripe is down that look fails, and the try with it.
    const failedTries = stripe
      .callsTo(/^\/v1\/refunds\?/)
      .filter((c) => c.method === 'GET' && c.path.includes(`payment_intent=${ref}`));
    expect(failedTries.length).toBeGreaterThanOrEqual(1);
    expect((await svc.payment(intent.paymentId)).refunded_amount).toBe(0);

    stripe.down = false;
    await svc.consumed(eventId);
    const tries = stripe
      .callsTo('/v1/refunds')
      .filter((c) => c.idempotencyKey === `refund-${eventId}`);
    expect(tries.at(-1)?.params).toMatchObject({ amount: '52360', payment_intent: ref });
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 52_360,
    });
    // Stripe's own notification of the same refund afterwards adds nothing.
    await webhook(
      stripe.event('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        amount: 111_900,
        amount_refunded: 52_360,
        currency: 'clp',
        payment_intent: ref,
        metadata: {},
        refunds: { object: 'list', data: [] },
      }),
    );
    const refunded = (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
      (e) => e.data.paymentId === intent.paymentId,
    );
    expect(refunded).toHaveLength(1);
  });
});
