import { randomUUID } from 'node:crypto';
import {
  PaymentEvents,
  PaymentRpc,
  retryDeadLetterRpc,
  type Actor,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload, type DevEventBody } from '../src/providers/dev.js';
import { makeBooking } from '@arrendo/booking/testing';
import { admin, PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

describe('payment service with the dev provider', () => {
  let svc: PaymentUnderTest;
  const system: Actor = { userId: null, roles: [] };

  beforeAll(async () => {
    svc = await PaymentUnderTest.start('payment_dev');
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const intent = (guest: Actor, bookingId: string, method: 'card' | 'local' = 'card') =>
    svc.client.call(PaymentRpc.createIntent, { bookingId, method }, { actor: guest });

  function devEvent(
    paymentId: string,
    type: DevEventBody['type'],
    id = `evt_${randomUUID()}`,
    money: Record<string, unknown> = { amount: 111_900, currency: 'CLP' },
  ): { rawBody: string; signature: string } {
    const body = { id, type, data: { paymentId, ...money, message: null } };
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody) };
  }

  const webhook = (event: { rawBody: string; signature: string | null }) =>
    svc.client.call(PaymentRpc.webhook, { provider: 'dev', ...event }, { actor: system });

  async function paidBooking(instantBook = true) {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string, instantBook }));
    const started = await intent(guest, booking.id);
    return { guest, booking, started };
  }

  it('starts a dev payment from the booking quote, and resumes the same attempt', async () => {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string }));
    const first = await intent(guest, booking.id);
    expect(first).toMatchObject({
      bookingId: booking.id,
      provider: 'dev',
      method: 'card',
      clientSecret: null,
      redirectUrl: `/pay/dev/${first.paymentId}`,
      currency: 'CLP',
      baseAmount: 100_000,
      platformFee: 10_000,
      vatAmount: 1_900,
      totalAmount: 111_900,
    });
    const again = await intent(guest, booking.id);
    expect(again.paymentId).toBe(first.paymentId);
    const row = await svc.payment(first.paymentId);
    expect(row).toMatchObject({
      status: 'requires_action',
      attempt: 1,
      idempotency_key: `booking-${booking.id}-attempt-1`,
      capture_method: 'automatic',
      host_id: booking.hostId,
    });
  });

  it('books IVA on the service fee only: a quote taxing the whole amount is refused, not charged', async () => {
    const guest = user();
    const booking = makeBooking({ guestId: guest.userId as string });
    // What the property page used to quote: 19 % of base + fee (20 900), 130 900 in all. It adds
    // up, yet charges the guest IVA on the host's price: no intent, nothing in the ledger.
    const taxedWhole = svc.booking.add({
      ...booking,
      quote: {
        ...booking.quote,
        vat: { amount: 20_900, currency: 'CLP' },
        total: { amount: 130_900, currency: 'CLP' },
      },
    });
    const refused = await refusal(intent(guest, taxedWhole.id));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.details?.fields?.[0]?.message).toBe('Quote fee or IVA differs from its base');
    const rows = await svc.db
      .selectFrom('payments')
      .select('id')
      .where('booking_id', '=', taxedWhole.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses strangers, the host, anonymous callers and bookings not waiting for payment', async () => {
    const { guest, booking, started } = await paidBooking();
    expect((await refusal(intent(user(), booking.id))).code).toBe('NOT_FOUND');
    expect((await refusal(intent({ userId: booking.hostId, roles: [] }, booking.id))).code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(intent(system, booking.id))).code).toBe('UNAUTHENTICATED');
    const stranger = user();
    expect(
      (
        await refusal(
          svc.client.call(PaymentRpc.get, { id: started.paymentId }, { actor: stranger }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await refusal(
          svc.client.call(
            PaymentRpc.devComplete,
            { id: started.paymentId, outcome: 'succeed' },
            { actor: stranger },
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await refusal(
          svc.client.call(
            PaymentRpc.listForBooking,
            { bookingId: booking.id },
            { actor: stranger },
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    // The payer and the host both see it.
    await expect(
      svc.client.call(PaymentRpc.get, { id: started.paymentId }, { actor: guest }),
    ).resolves.toMatchObject({ id: started.paymentId, status: 'requires_action' });
    await expect(
      svc.client.call(
        PaymentRpc.listForBooking,
        { bookingId: booking.id },
        { actor: { userId: booking.hostId, roles: [] } },
      ),
    ).resolves.toMatchObject({ items: [{ id: started.paymentId }] });

    const lapsed = svc.booking.add(
      makeBooking({
        guestId: guest.userId as string,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    const lapsedRefusal = await refusal(intent(guest, lapsed.id));
    expect(lapsedRefusal.code).toBe('CONFLICT');
    expect(lapsedRefusal.message).toMatch(/lapsed/);
    const confirmed = svc.booking.add(
      makeBooking({ guestId: guest.userId as string, status: 'confirmed' }),
    );
    expect((await refusal(intent(guest, confirmed.id))).code).toBe('CONFLICT');
  });

  it('applies a notification replayed ten times once: one payment.succeeded, one ledger entry', async () => {
    const { booking, started } = await paidBooking();
    const event = devEvent(started.paymentId, 'payment.succeeded');
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await webhook(event));
    expect(replies.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(replies.filter((r) => r.duplicate)).toHaveLength(9);

    const succeeded = (await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]?.data).toMatchObject({
      bookingId: booking.id,
      provider: 'dev',
      captured: true,
      amount: { amount: 111_900, currency: 'CLP' },
    });
    expect((await svc.payment(started.paymentId)).status).toBe('succeeded');
    const ledger = await svc.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(ledger).toMatchObject([{ gross: 111_900, platform_fee: 10_000, vat: 1_900 }]);
  });

  it('never downgrades: a failure after the success changes nothing', async () => {
    const { started } = await paidBooking();
    await webhook(devEvent(started.paymentId, 'payment.succeeded'));
    const late = await webhook(devEvent(started.paymentId, 'payment.failed'));
    expect(late.duplicate).toBe(false);
    expect((await svc.payment(started.paymentId)).status).toBe('succeeded');
    const failed = (await svc.outbox<{ paymentId: string }>(PaymentEvents.FAILED)).filter(
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(failed).toHaveLength(0);
  });

  it('refuses a bad signature and stores nothing', async () => {
    const { started } = await paidBooking();
    const event = devEvent(started.paymentId, 'payment.succeeded');
    const forged = {
      rawBody: event.rawBody,
      signature: signDevPayload('not-the-secret-at-all', event.rawBody),
    };
    const error = await refusal(webhook(forged));
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields).toEqual([{ path: 'signature', message: 'Invalid signature' }]);
    const tampered = { rawBody: event.rawBody.replace('111900', '1'), signature: event.signature };
    expect((await refusal(webhook(tampered))).code).toBe('VALIDATION');
    expect((await refusal(webhook({ rawBody: event.rawBody, signature: null }))).code).toBe(
      'VALIDATION',
    );
    const stored = await svc.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(stored).toHaveLength(0);
    expect((await svc.payment(started.paymentId)).status).toBe('requires_action');
  });

  it('authorises a request-to-book and captures it when the host accepts', async () => {
    const { booking, started } = await paidBooking(false);
    expect((await svc.payment(started.paymentId)).capture_method).toBe('manual');
    await webhook(devEvent(started.paymentId, 'payment.authorized'));
    expect((await svc.payment(started.paymentId)).status).toBe('authorized');

    const eventId = await svc.booking.confirmed(booking, { accepted: true });
    await svc.consumed(eventId);
    expect((await svc.payment(started.paymentId)).status).toBe('succeeded');
    const succeeded = (await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(succeeded.map((e) => e.data.captured)).toEqual([false, true]);
  });

  it('refuses a signed notice of another amount or currency: nothing changes, an accept captures nothing', async () => {
    const { booking, started } = await paidBooking(false);
    const wrong: [DevEventBody['type'], Record<string, unknown>, string][] = [
      ['payment.authorized', { amount: 1, currency: 'CLP' }, 'amount'],
      ['payment.authorized', { amount: 111_900, currency: 'USD' }, 'currency'],
      ['payment.authorized', { amount: 111_900 }, 'currency'],
      ['payment.succeeded', { amount: 111_900, currency: 'EUR' }, 'currency'],
    ];
    for (const [type, money, field] of wrong) {
      const event = devEvent(started.paymentId, type, `evt_${randomUUID()}`, money);
      const error = await refusal(webhook(event));
      expect(error.code, JSON.stringify(money)).toBe('VALIDATION');
      expect(error.details?.fields).toEqual([{ path: field, message: expect.any(String) }]);
    }
    const row = await svc.payment(started.paymentId);
    expect(row).toMatchObject({
      status: 'requires_action',
      authorized_at: null,
      captured_at: null,
    });
    const mine = <T extends { paymentId: string }>(rows: { data: T }[]) =>
      rows.filter((e) => e.data.paymentId === started.paymentId);
    expect(mine(await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED))).toEqual([]);
    const stored = await svc.db
      .selectFrom('webhook_events')
      .select('event_id')
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(stored).toEqual([]);
    // Operators see each refused notice on the dead-letter page, with what it claimed.
    const { rows: letters } = await sql<{ id: string; payload: { reported: unknown } }>`
      SELECT id, payload FROM dead_letters
      WHERE name = 'payment.notice.mismatch' AND payload->>'paymentId' = ${started.paymentId}`.execute(
      svc.db,
    );
    expect(letters).toHaveLength(wrong.length);
    expect(letters.map((l) => l.payload.reported)).toContainEqual({ amount: 1, currency: 'CLP' });
    // An admin's Retry marks one as seen and applies nothing.
    const seen = letters[0] as { id: string };
    await svc.client.call(retryDeadLetterRpc('payment'), { id: seen.id }, { actor: admin() });
    const { rows: after } = await sql<{ resolved_at: Date | null }>`
      SELECT resolved_at FROM dead_letters WHERE id = ${seen.id}`.execute(svc.db);
    expect(after[0]?.resolved_at).not.toBeNull();
    expect((await svc.payment(started.paymentId)).status).toBe('requires_action');

    // The host accepts: there is no authorisation to capture.
    const accepted = await svc.booking.confirmed(booking, { accepted: true });
    await svc.consumed(accepted);
    expect(await svc.payment(started.paymentId)).toMatchObject({
      status: 'requires_action',
      captured_at: null,
    });
    expect(mine(await svc.outbox<PaymentSucceededEvent>(PaymentEvents.SUCCEEDED))).toEqual([]);

    // The true notice still authorises.
    await webhook(devEvent(started.paymentId, 'payment.authorized'));
    expect((await svc.payment(started.paymentId)).status).toBe('authorized');
  });

  it('refunds on booking.cancelled, partly and then fully, giving the fee back in proportion', async () => {
    const { booking, started } = await paidBooking();
    await webhook(devEvent(started.paymentId, 'payment.succeeded'));

    const half = await svc.booking.cancelled(booking, 55_950);
    await svc.consumed(half);
    expect(await svc.payment(started.paymentId)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 55_950,
    });
    const rest = await svc.booking.cancelled(booking, 55_950, {
      by: 'host',
      reason: 'host_cancelled',
    });
    await svc.consumed(rest);
    expect(await svc.payment(started.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: 111_900,
    });
    const refunded = (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(refunded.map((e) => [e.data.amount.amount, e.data.total.amount])).toEqual([
      [55_950, 55_950],
      [55_950, 111_900],
    ]);
    const ledger = await svc.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('payment_id', '=', started.paymentId)
      .orderBy('id')
      .execute();
    expect(ledger.map((e) => [e.gross, e.platform_fee, e.vat])).toEqual([
      [111_900, 10_000, 1_900],
      [-55_950, -5_000, -950],
      [-55_950, -5_000, -950],
    ]);
    const refunds = await svc.db
      .selectFrom('refunds')
      .selectAll()
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(refunds.map((r) => r.idempotency_key).sort()).toEqual(
      [`refund-${half}`, `refund-${rest}`].sort(),
    );
  });

  it('releases an authorisation when a request is declined with a full refund', async () => {
    const { booking, started } = await paidBooking(false);
    await webhook(devEvent(started.paymentId, 'payment.authorized'));
    const declined = await svc.booking.cancelled(booking, 111_900, {
      by: 'host',
      reason: 'host_declined',
    });
    await svc.consumed(declined);
    expect(await svc.payment(started.paymentId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 111_900,
      captured_at: null,
    });
    const refunded = (await svc.outbox<PaymentRefundedEvent>(PaymentEvents.REFUNDED)).filter(
      (e) => e.data.paymentId === started.paymentId,
    );
    expect(refunded.map((e) => e.data.total.amount)).toEqual([111_900]);
    const ledger = await svc.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('payment_id', '=', started.paymentId)
      .execute();
    expect(ledger).toHaveLength(0);
  });

  it('makes a new attempt after a failure, lists the payer’s payments and sums revenue for admins', async () => {
    const { guest, booking, started } = await paidBooking();
    await webhook(devEvent(started.paymentId, 'payment.failed'));
    expect((await svc.payment(started.paymentId)).status).toBe('failed');
    const second = await intent(guest, booking.id);
    expect(second.paymentId).not.toBe(started.paymentId);
    expect((await svc.payment(second.paymentId)).idempotency_key).toBe(
      `booking-${booking.id}-attempt-2`,
    );
    await webhook(devEvent(second.paymentId, 'payment.succeeded'));
    expect((await refusal(intent(guest, booking.id))).message).toMatch(/already paid/);

    const mine = await svc.client.call(PaymentRpc.listForUser, { limit: 1 }, { actor: guest });
    expect(mine.items.map((p) => p.id)).toEqual([second.paymentId]);
    expect(mine.nextCursor).not.toBeNull();
    const next = await svc.client.call(
      PaymentRpc.listForUser,
      { limit: 1, cursor: mine.nextCursor as string },
      { actor: guest },
    );
    expect(next.items.map((p) => p.id)).toEqual([started.paymentId]);

    expect(
      (await refusal(svc.client.call(PaymentRpc.revenue, { months: 12 }, { actor: guest }))).code,
    ).toBe('FORBIDDEN');
    const revenue = await svc.client.call(PaymentRpc.revenue, { months: 12 }, { actor: admin() });
    const ledger = await svc.db.selectFrom('ledger_entries').selectAll().execute();
    const sum = (f: (e: (typeof ledger)[number]) => number) => ledger.reduce((s, e) => s + f(e), 0);
    expect(revenue).toMatchObject({
      currency: 'CLP',
      platformFees: sum((e) => e.platform_fee),
      vatCollected: sum((e) => e.vat),
      grossCharged: sum((e) => Math.max(e.gross, 0)),
      refunded: sum((e) => Math.max(-e.gross, 0)),
    });
    expect(revenue.payments).toBeGreaterThanOrEqual(1);
    expect(revenue.byMonth[0]?.platformFees).toBe(revenue.platformFees);
  });

  it('answers the configuration: dev for both methods without keys', async () => {
    await expect(svc.client.call(PaymentRpc.config, {}, { actor: system })).resolves.toEqual({
      card: 'dev',
      local: 'dev',
      stripePublishableKey: null,
      devProvider: true,
    });
  });
});

describe('the dev provider where PUBLIC_URL is not this machine', () => {
  let svc: PaymentUnderTest;
  const system: Actor = { userId: null, roles: [] };

  beforeAll(async () => {
    // NODE_ENV is not production here (as when it is left unset): PUBLIC_URL alone decides.
    svc = await PaymentUnderTest.start('payment_dev_public', {
      PUBLIC_URL: 'https://arrendo.cl',
      NODE_ENV: 'development',
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('neither takes dev payments nor believes a notice signed with the documented secret', async () => {
    await expect(svc.client.call(PaymentRpc.config, {}, { actor: system })).resolves.toMatchObject({
      devProvider: false,
    });
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string }));
    const refused = await refusal(
      svc.client.call(
        PaymentRpc.createIntent,
        { bookingId: booking.id, method: 'card' },
        { actor: guest },
      ),
    );
    expect(refused.code).toBe('UNAVAILABLE');

    const rawBody = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { paymentId: randomUUID(), amount: 111_900, currency: 'CLP', message: null },
    });
    const forged = await refusal(
      svc.client.call(
        PaymentRpc.webhook,
        {
          provider: 'dev',
          rawBody,
          signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody),
        },
        { actor: system },
      ),
    );
    expect(forged.code).toBe('VALIDATION');
    expect(await svc.db.selectFrom('webhook_events').select('event_id').execute()).toEqual([]);
  });
});
