import { randomUUID } from 'node:crypto';
import {
  PaymentEvents,
  PaymentRpc,
  type Actor,
  type PaymentRefundedEvent,
} from '@arrendo/contracts';
import { makeBooking } from '@arrendo/booking/testing';
import { idleTransactions } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Providers } from '../src/app/providers.js';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload, type DevEventBody } from '../src/providers/dev.js';
import type { PaymentProviderAdapter } from '../src/providers/provider.js';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';

/**
 * The dev provider behind a stand-in that, while it captures, releases or refunds, looks at what
 * the payment database has open: no transaction may wait on the provider
 * (docs/decisions/0038-one-service-shape.md).
 */
describe('payment service: no transaction is open while the provider answers', () => {
  let svc: PaymentUnderTest;
  const seen: { call: string; open: string[] }[] = [];
  const refundCalls: { key: string; amount: number }[] = [];
  /** The provider refunds, then its answer is lost (a crash, a timeout) once. */
  let loseNextRefundAnswer = false;
  const system: Actor = { userId: null, roles: [] };

  const watched = (adapter: PaymentProviderAdapter): PaymentProviderAdapter => ({
    name: adapter.name,
    voidsOpenAttempts: adapter.voidsOpenAttempts,
    createPayment: (input) => adapter.createPayment(input),
    parseWebhook: (rawBody, signature) => adapter.parseWebhook(rawBody, signature),
    capture: async (ref, options) => {
      seen.push({ call: 'capture', open: await idleTransactions(svc.db) });
      return adapter.capture(ref, options);
    },
    cancel: async (ref, options) => {
      seen.push({ call: 'cancel', open: await idleTransactions(svc.db) });
      return adapter.cancel(ref, options);
    },
    refund: async (ref, options) => {
      seen.push({ call: 'refund', open: await idleTransactions(svc.db) });
      refundCalls.push({ key: options.idempotencyKey, amount: options.amount });
      const answer = await adapter.refund(ref, options);
      if (loseNextRefundAnswer) {
        loseNextRefundAnswer = false;
        throw new Error('the refund was made, but its answer never arrived');
      }
      return answer;
    },
  });
  const watch = (built: Providers): Providers => ({
    config: built.config,
    devProvider: built.devProvider,
    forMethod: (method) => watched(built.forMethod(method)),
    get: (name) => watched(built.get(name)),
    forWebhook: (name) => watched(built.forWebhook(name)),
    stripeConnect: built.stripeConnect,
    transfers: built.transfers,
  });

  beforeAll(async () => {
    svc = await PaymentUnderTest.start(
      'payment_provider_connections',
      { DATABASE_POOL_MAX: '4' },
      { providers: watch },
    );
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const intent = (guest: Actor, bookingId: string, method: 'card' | 'local' = 'card') =>
    svc.client.call(PaymentRpc.createIntent, { bookingId, method }, { actor: guest });
  const webhook = (paymentId: string, type: DevEventBody['type'], id = `evt_${randomUUID()}`) => {
    const body = {
      id,
      type,
      data: { paymentId, amount: 111_900, currency: 'CLP', message: null },
    };
    const rawBody = JSON.stringify(body);
    const signature = signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody);
    return svc.client.call(
      PaymentRpc.webhook,
      { provider: 'dev', rawBody, signature },
      { actor: system },
    );
  };
  async function started(instantBook: boolean) {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string, instantBook }));
    const payment = await intent(guest, booking.id);
    return { guest, booking, paymentId: payment.paymentId };
  }

  /**
   * A confirmed booking's attempt that the dev provider will pay, and a second, local attempt for
   * the same booking: both get paid, so the second notice's attempt is a duplicate.
   */
  async function twoPaidAttempts() {
    const kept = await started(true);
    await sql`UPDATE payments SET dev_outcome = 'succeed' WHERE id = ${kept.paymentId}`.execute(
      svc.db,
    );
    const duplicate = await intent(kept.guest, kept.booking.id, 'local');
    return { kept, duplicate };
  }

  it('captures an accepted request with no transaction open', async () => {
    const { booking, paymentId } = await started(false);
    await webhook(paymentId, 'payment.authorized');
    seen.length = 0;
    await svc.consumed(await svc.booking.confirmed(booking, { accepted: true }));
    expect(seen).toEqual([{ call: 'capture', open: [] }]);
    expect((await svc.payment(paymentId)).status).toBe('succeeded');
  });

  it('refunds a cancellation, and releases a declined authorisation, with no transaction open', async () => {
    const paid = await started(true);
    await webhook(paid.paymentId, 'payment.succeeded');
    seen.length = 0;
    await svc.consumed(await svc.booking.cancelled(paid.booking, 55_950));
    expect(seen).toEqual([{ call: 'refund', open: [] }]);
    expect(await svc.payment(paid.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 55_950,
    });
    const refunds = await svc.db
      .selectFrom('refunds')
      .select(['status', 'refunded_total'])
      .where('payment_id', '=', paid.paymentId)
      .execute();
    expect(refunds).toEqual([{ status: 'succeeded', refunded_total: 55_950 }]);

    const authorised = await started(false);
    await webhook(authorised.paymentId, 'payment.authorized');
    seen.length = 0;
    await svc.consumed(
      await svc.booking.cancelled(authorised.booking, 111_900, {
        by: 'host',
        reason: 'host_declined',
      }),
    );
    expect(seen).toEqual([{ call: 'cancel', open: [] }]);
    expect((await svc.payment(authorised.paymentId)).status).toBe('cancelled');
  });

  it('calls an older attempt off, and returns a second paid attempt, with no transaction open', async () => {
    // A new attempt calls the open one off.
    const first = await started(true);
    seen.length = 0;
    const second = await intent(first.guest, first.booking.id, 'local');
    expect(seen).toEqual([{ call: 'cancel', open: [] }]);
    expect((await svc.payment(first.paymentId)).status).toBe('cancelled');

    // Two attempts both paid (the first page answered before the second was made): the second
    // notice's attempt is a duplicate, refunded through the provider after the notice committed.
    const { kept: other, duplicate } = await twoPaidAttempts();
    await webhook(other.paymentId, 'payment.succeeded');
    seen.length = 0;
    await webhook(duplicate.paymentId, 'payment.succeeded');
    expect(seen).toEqual([{ call: 'refund', open: [] }]);
    expect(await svc.payment(duplicate.paymentId)).toMatchObject({
      duplicate_of: other.paymentId,
      status: 'refunded',
      refunded_amount: 111_900,
    });
    expect(second.paymentId).not.toBe(first.paymentId);
  });

  it('a refund made whose answer was lost is asked again with its key and amount, and recorded once', async () => {
    const paid = await started(true);
    await webhook(paid.paymentId, 'payment.succeeded');
    refundCalls.length = 0;
    loseNextRefundAnswer = true;
    const eventId = await svc.booking.cancelled(paid.booking, 30_000);
    await svc.consumed(eventId);

    // Redelivered after the lost answer: the pending refund fixed the amount and the key.
    expect(refundCalls).toEqual([
      { key: `refund-${eventId}`, amount: 30_000 },
      { key: `refund-${eventId}`, amount: 30_000 },
    ]);
    expect(await svc.payment(paid.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 30_000,
    });
    const refunds = await svc.db
      .selectFrom('refunds')
      .select(['idempotency_key', 'amount', 'status'])
      .where('payment_id', '=', paid.paymentId)
      .execute();
    expect(refunds).toEqual([
      { idempotency_key: `refund-${eventId}`, amount: 30_000, status: 'succeeded' },
    ]);
    const events = (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
      (e) => e.data.paymentId === paid.paymentId,
    );
    expect(events.map((e) => e.data.total.amount)).toEqual([30_000]);
  });

  it('a duplicate whose return failed is returned when the provider sends its notice again', async () => {
    const { kept, duplicate } = await twoPaidAttempts();
    await webhook(kept.paymentId, 'payment.succeeded');

    refundCalls.length = 0;
    loseNextRefundAnswer = true;
    const noticeId = `evt_${randomUUID()}`;
    // The notice is applied (the attempt is marked a duplicate), its return fails: the provider
    // is told to try again.
    await expect(webhook(duplicate.paymentId, 'payment.succeeded', noticeId)).rejects.toThrow();
    expect(await svc.payment(duplicate.paymentId)).toMatchObject({
      duplicate_of: kept.paymentId,
      status: 'succeeded',
      refunded_amount: 0,
    });

    expect(await webhook(duplicate.paymentId, 'payment.succeeded', noticeId)).toEqual({
      received: true,
      duplicate: true,
    });
    expect(refundCalls).toEqual([
      { key: `duplicate-${duplicate.paymentId}`, amount: 111_900 },
      { key: `duplicate-${duplicate.paymentId}`, amount: 111_900 },
    ]);
    expect(await svc.payment(duplicate.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: 111_900,
    });
  });
});
