import {
  PaymentEvents,
  PaymentRpc,
  type Actor,
  retryDeadLetterRpc,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking } from '@arrendo/booking/testing';
import { FakePayku, PAYKU_TOKEN } from './fake-payku.js';
import { admin, PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

describe('payment service with Payku (a local fake of its API)', () => {
  let payku: FakePayku;
  let svc: PaymentUnderTest;
  const system: Actor = { userId: null, roles: [] };

  beforeAll(async () => {
    payku = await FakePayku.start();
    svc = await PaymentUnderTest.start(
      'payment_payku',
      {
        PAYKU_PUBLIC_TOKEN: PAYKU_TOKEN,
        PAYKU_API_URL: payku.url,
        PUBLIC_URL: 'https://arrendo.example',
        WEBHOOK_BASE_URL: 'https://hooks.arrendo.example',
      },
      { identity: true },
    );
  });
  afterAll(async () => {
    await svc?.stop();
    await payku?.stop();
  });

  const notify = (rawBody: string) =>
    svc.client.call(
      PaymentRpc.webhook,
      { provider: 'payku', rawBody, signature: null },
      { actor: system },
    );

  async function started(instantBook = true) {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string, instantBook }));
    const intent = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'local' },
      { actor: guest },
    );
    const row = await svc.payment(intent.paymentId);
    return { guest, booking, intent, transactionId: row.provider_ref as string };
  }

  const succeededFor = async (paymentId: string) =>
    (await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === paymentId,
    );

  it('creates a transaction and sends the guest to Payku; request-to-book is charged at once', async () => {
    const { guest, booking, intent, transactionId } = await started(false);
    expect(intent).toMatchObject({
      provider: 'payku',
      method: 'local',
      clientSecret: null,
      redirectUrl: `https://payku.example/pay/${transactionId}`,
      totalAmount: 111_900,
    });
    const created = payku.created.find((t) => t.id === transactionId);
    expect(created).toMatchObject({
      authorization: `Bearer ${PAYKU_TOKEN}`,
      email: `guest-${(guest.userId as string).slice(0, 8)}@example.com`,
      order: intent.paymentId,
      amount: 111_900,
      urlreturn: `https://arrendo.example/bookings?status=success&id=${booking.id}`,
      urlnotify: 'https://hooks.arrendo.example/webhooks/payku',
    });
    expect((await svc.payment(intent.paymentId)).capture_method).toBe('automatic');
  });

  it('re-verifies every notify: a forged one for a pending transaction changes nothing', async () => {
    const { intent, transactionId } = await started();
    await notify(
      JSON.stringify({ transaction_id: transactionId, status: 'success', amount: 111_900 }),
    );
    expect((await svc.payment(intent.paymentId)).status).toBe('requires_action');
    expect(await succeededFor(intent.paymentId)).toHaveLength(0);

    const unknown = await refusal(
      notify(JSON.stringify({ transaction_id: 'trx_forged', status: 'success' })),
    );
    expect(unknown.code).toBe('VALIDATION');
    expect((await refusal(notify('not even json'))).code).toBe('VALIDATION');

    payku.set(transactionId, { status: 'success' });
    const real = await notify(JSON.stringify({ transaction_id: transactionId }));
    expect(real.duplicate).toBe(false);
    const again = await notify(`transaction_id=${transactionId}&status=success`);
    expect(again.duplicate).toBe(true);
    expect((await svc.payment(intent.paymentId)).status).toBe('succeeded');
    expect((await succeededFor(intent.paymentId)).map((e) => e.data.captured)).toEqual([true]);
  });

  it('refuses a transaction whose amount differs from the payment’s', async () => {
    const { intent, transactionId } = await started();
    payku.set(transactionId, { status: 'success', amount: 1_000 });
    const error = await refusal(notify(JSON.stringify({ transaction_id: transactionId })));
    expect(error.code).toBe('VALIDATION');
    expect((await svc.payment(intent.paymentId)).status).toBe('requires_action');
    const stored = await svc.db
      .selectFrom('webhook_events')
      .select('event_id')
      .where('provider', '=', 'payku')
      .where('event_id', 'like', `${transactionId}:%`)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a success in another currency or without its amount', async () => {
    for (const [changes, field] of [
      [{ currency: 'USD' }, 'currency'],
      [{ amount: null }, 'amount'],
    ] as const) {
      const { intent, transactionId } = await started(false);
      payku.set(transactionId, { status: 'success', ...changes });
      const error = await refusal(notify(JSON.stringify({ transaction_id: transactionId })));
      expect(error.code, JSON.stringify(changes)).toBe('VALIDATION');
      expect(error.details?.fields).toEqual([{ path: field, message: expect.any(String) }]);
      expect(await svc.payment(intent.paymentId)).toMatchObject({
        status: 'requires_action',
        captured_at: null,
      });
      expect(await succeededFor(intent.paymentId)).toEqual([]);
    }
  });

  it('records a decline’s refund as owed (Payku has no refund API), lists it for operators, settles it on their word', async () => {
    const { booking, intent, transactionId } = await started(false);
    payku.set(transactionId, { status: 'success' });
    await notify(JSON.stringify({ transaction_id: transactionId }));
    const eventId = await svc.booking.cancelled(booking, 111_900, {
      by: 'host',
      reason: 'host_declined',
    });
    await svc.consumed(eventId);

    const refunds = await svc.db
      .selectFrom('refunds')
      .selectAll()
      .where('payment_id', '=', intent.paymentId)
      .execute();
    expect(refunds).toMatchObject([
      { amount: 111_900, status: 'owed', idempotency_key: `refund-${eventId}` },
    ]);
    // Nothing was returned yet: the payment stays succeeded and no refund is announced.
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'succeeded',
      refunded_amount: 0,
    });
    const { rows } = await sql<{ name: string; key: string; resolved_at: Date | null }>`
      SELECT name, key, resolved_at FROM dead_letters WHERE name = 'payment.refund.owed'`.execute(
      svc.db,
    );
    expect(rows).toEqual([{ name: 'payment.refund.owed', key: refunds[0]?.id, resolved_at: null }]);

    // The admin returned it from Payku's dashboard and retries the letter: now it is refunded.
    const { rows: letters } = await sql<{ id: string }>`
      SELECT id FROM dead_letters WHERE key = ${refunds[0]?.id ?? ''}`.execute(svc.db);
    const letterId = letters[0]?.id as string;
    expect(
      (
        await refusal(
          svc.client.call(retryDeadLetterRpc('payment'), { id: letterId }, { actor: user() }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    await svc.client.call(retryDeadLetterRpc('payment'), { id: letterId }, { actor: admin() });
    expect(await svc.payment(intent.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: 111_900,
    });
    const refunded = (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
      (e) => e.data.paymentId === intent.paymentId,
    );
    expect(refunded.map((e) => e.data.total.amount)).toEqual([111_900]);
    expect(
      await svc.db
        .selectFrom('refunds')
        .select('status')
        .where('payment_id', '=', intent.paymentId)
        .execute(),
    ).toEqual([{ status: 'succeeded' }]);
  });
});
