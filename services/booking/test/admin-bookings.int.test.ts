import { randomUUID } from 'node:crypto';
import {
  AdminActionEvents,
  BookingEvents,
  BookingRpc,
  type Actor,
  type AdminBookingSearchRequest,
  type AdminRefundChoice,
  type HoldRequest,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

/** Admin bookings (decision 0050): search, history, and cancelling with a chosen refund. */
describe('admin bookings', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  // Moderate: 100 % from 14 days before check-in, 50 % from 7, nothing after.
  const moderate = listing({ instantBook: true, refundPolicy: 'moderate' });

  const key = () => ({ idempotencyKey: randomUUID() });
  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, ...key() });
  const stay = (checkIn: number, nights = 2): HoldRequest => ({
    propertyId: moderate.id,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const adminCancel = (
    id: string,
    refund: AdminRefundChoice,
    expectedRefund: number,
    options: { actor?: Actor; idempotencyKey?: string } = {},
  ) =>
    booking.client.call(
      BookingRpc.adminCancel,
      { id, refund, expectedRefund, reason: 'Guest called support' },
      { actor: options.actor ?? ADMIN, idempotencyKey: options.idempotencyKey ?? randomUUID() },
    );
  const quote = (id: string) =>
    booking.client.call(BookingRpc.adminCancellationQuote, { id }, { actor: ADMIN });
  const cancelledEvents = async (bookingId: string) =>
    (
      await sql<{ data: { refund: { amount: number }; by: string; reason: string } }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${BookingEvents.CANCELLED.subject}
          AND envelope->'data'->>'bookingId' = ${bookingId}`.execute(booking.db)
    ).rows.map((r) => r.data);
  const auditEntries = async (bookingId: string) =>
    (
      await sql<{ data: Record<string, unknown> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${AdminActionEvents.booking.subject}
          AND envelope->'data'->'target'->>'id' = ${bookingId}`.execute(booking.db)
    ).rows.map((r) => r.data);

  /** A confirmed, paid stay `checkIn` days away. */
  async function paidStay(checkIn: number) {
    const someone = guest();
    const held = await hold(stay(checkIn), someone);
    const total = held.quote.total.amount;
    await pay.succeeded(held.id, total);
    return { id: held.id, total, guest: someone };
  }

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_admin');
    pay = new PaymentFeed(booking);
    await booking.publish(moderate);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('refuses everyone but admins, the booking’s own guest and host included', async () => {
    const { id, total, guest: owner } = await paidStay(100);
    const host: Actor = { userId: moderate.hostId, roles: [] };
    for (const actor of [owner, host]) {
      expect((await errorOf(adminCancel(id, { kind: 'full' }, total, { actor }))).code).toBe(
        'FORBIDDEN',
      );
      expect((await errorOf(booking.client.call(BookingRpc.adminSearch, {}, { actor }))).code).toBe(
        'FORBIDDEN',
      );
      expect(
        (await errorOf(booking.client.call(BookingRpc.adminHistory, { id }, { actor }))).code,
      ).toBe('FORBIDDEN');
    }
    expect(await cancelledEvents(id)).toEqual([]);
    const row = await booking.client.call(BookingRpc.adminGet, { id }, { actor: ADMIN });
    expect(row.status).toBe('confirmed');
  });

  it('finds bookings by id prefix, guest, status and start range', async () => {
    const a = await paidStay(110);
    const b = await hold(stay(120), guest());
    const search = (request: AdminBookingSearchRequest) =>
      booking.client.call(BookingRpc.adminSearch, request, { actor: ADMIN });
    expect((await search({ q: a.id.slice(0, 8) })).items.map((i) => i.id)).toContain(a.id);
    expect((await search({ q: a.id })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await search({ guestId: a.guest.userId ?? '' })).items.map((i) => i.id)).toEqual([
      a.id,
    ]);
    const pending = (await search({ status: 'pending', propertyId: moderate.id })).items;
    expect(pending.map((i) => i.id)).toContain(b.id);
    expect(pending.every((i) => i.status === 'pending')).toBe(true);
    const ranged = await search({ startFrom: santiagoDate(119), startTo: santiagoDate(121) });
    expect(ranged.items.map((i) => i.id)).toEqual([b.id]);
    // Pages: newest held first, the cursor continues after the last one.
    const first = await search({ propertyId: moderate.id, limit: 1 });
    expect(first.items[0]?.id).toBe(b.id);
    expect(first.nextCursor).not.toBeNull();
    const second = await search({
      propertyId: moderate.id,
      limit: 1,
      cursor: first.nextCursor ?? '',
    });
    expect(second.items[0]?.id).toBe(a.id);
  });

  it('cancels with the policy refund through the one cancellation path, freeing the calendar', async () => {
    const { id, total } = await paidStay(10);
    const q = await quote(id);
    // 10 days before check-in under `moderate`: half.
    const half = Math.floor((total * 50 + 50) / 100);
    expect(q).toMatchObject({ cancellable: true, policyPercent: 50, paid: { amount: total } });
    expect(q.policyRefund.amount).toBe(half);

    const cancelled = await adminCancel(id, { kind: 'policy' }, half);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({
      by: 'system',
      reason: 'admin_cancelled',
      refundPercent: 50,
      refund: { amount: half },
    });
    expect(cancelled.payment.state).toBe('refund_pending');
    expect(await cancelledEvents(id)).toEqual([
      expect.objectContaining({
        by: 'system',
        reason: 'admin_cancelled',
        refund: { amount: half, currency: 'CLP' },
      }),
    ]);
    // The dates are free: a new guest holds them at once.
    const again = await hold(stay(10), guest());
    expect(again.status).toBe('pending');
  });

  it.each([
    ['full', (total: number) => total],
    ['none', () => 0],
    ['custom', () => 12_345],
  ] as const)('gives back the %s refund, once', async (kind, amountOf) => {
    const { id, total } = await paidStay(kind === 'full' ? 30 : kind === 'none' ? 40 : 50);
    const refund = amountOf(total);
    const choice: AdminRefundChoice = kind === 'custom' ? { kind, amount: refund } : { kind };
    const cancelled = await adminCancel(id, choice, refund);
    expect(cancelled.cancellation?.refund.amount).toBe(refund);
    const events = await cancelledEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]?.refund.amount).toBe(refund);
    const { rows } = await sql<{ refund_clp: number; refund_kind: string }>`
      SELECT b.refund_clp, a.refund_kind FROM bookings b
      JOIN admin_cancellations a ON a.booking_id = b.id WHERE b.id = ${id}`.execute(booking.db);
    expect(rows).toEqual([{ refund_clp: refund, refund_kind: kind }]);
  });

  it('answers a replay with the first result, refunding and auditing once; a new try is refused', async () => {
    const { id, total } = await paidStay(60);
    const idempotencyKey = randomUUID();
    const first = await adminCancel(id, { kind: 'custom', amount: 1_000 }, 1_000, {
      idempotencyKey,
    });
    const replay = await adminCancel(id, { kind: 'custom', amount: 1_000 }, 1_000, {
      idempotencyKey,
    });
    expect(replay).toEqual(first);
    const other = await errorOf(adminCancel(id, { kind: 'full' }, total));
    expect(other.code).toBe('CONFLICT');
    expect(await cancelledEvents(id)).toHaveLength(1);
    const audit = await auditEntries(id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: ADMIN.userId,
        action: 'booking.booking.cancel',
        target: { type: 'booking', id },
        before: { status: 'confirmed', paid: total },
        after: { status: 'cancelled', refundKind: 'custom', refund: 1_000 },
        reason: 'Guest called support',
      }),
    ]);
  });

  it('refuses a custom refund above what was paid, and a refund that changed, changing nothing', async () => {
    const { id, total } = await paidStay(70);
    const tooMuch = await errorOf(
      adminCancel(id, { kind: 'custom', amount: total + 1 }, total + 1),
    );
    expect(tooMuch.code).toBe('VALIDATION');
    expect(JSON.stringify(tooMuch.details)).toContain('refund.amount');
    const changed = await errorOf(adminCancel(id, { kind: 'full' }, total - 1));
    expect(changed.code).toBe('CONFLICT');
    expect(await cancelledEvents(id)).toEqual([]);
    expect(await auditEntries(id)).toEqual([]);
  });

  it('refuses an expired hold, as it would a guest', async () => {
    const held = await hold(stay(80), guest());
    await sql`UPDATE bookings SET status = 'expired', expires_at = NULL, closed_at = now()
      WHERE id = ${held.id}`.execute(booking.db);
    expect((await quote(held.id)).cancellable).toBe(false);
    expect((await errorOf(adminCancel(held.id, { kind: 'none' }, 0))).code).toBe('CONFLICT');
    const history = await booking.client.call(
      BookingRpc.adminHistory,
      { id: held.id },
      { actor: ADMIN },
    );
    expect(history.entries.map((e) => e.kind)).toEqual(['held', 'expired']);
  });

  it('tells the booking’s history: held, confirmed, cancelled by an admin with the reason', async () => {
    const { id } = await paidStay(90);
    await adminCancel(id, { kind: 'none' }, 0);
    const history = await booking.client.call(BookingRpc.adminHistory, { id }, { actor: ADMIN });
    expect(history.entries.map((e) => e.kind)).toEqual(['held', 'confirmed', 'cancelled']);
    expect(history.entries[2]).toMatchObject({
      by: 'system',
      reason: 'admin_cancelled',
      refund: { amount: 0 },
      actorId: ADMIN.userId,
      note: 'Guest called support',
    });
  });
});
