import { randomUUID } from 'node:crypto';
import {
  BookingEvents,
  BookingRpc,
  type Actor,
  type Booking,
  type HoldRequest,
} from '@arrendo/contracts';
import { errorOf, waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpireRequest } from '../src/jobs/expire-request.js';
import { sweepRequestsTask } from '../src/jobs/sweep-requests.js';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

describe('booking lifecycle: payment, requests, cancellations, lists, access', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  // 45 000 a night + 15 000 cleaning (the listing fixture), 10 % fee, 19 % IVA on the fee.
  const instant = listing({ instantBook: true, refundPolicy: 'moderate' });
  const onRequest = listing({ instantBook: false });
  const flexible = listing({ instantBook: true, refundPolicy: 'flexible' });
  const strict = listing({ instantBook: true, refundPolicy: 'strict' });
  const host = (p: { hostId: string }): Actor => ({ userId: p.hostId, roles: [] });

  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, idempotencyKey: randomUUID() });
  const stay = (propertyId: string, checkIn: number, nights = 2): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const get = (id: string, actor: Actor) => booking.client.call(BookingRpc.get, { id }, { actor });
  const key = () => ({ idempotencyKey: randomUUID() });
  const accept = (id: string, actor: Actor) =>
    booking.client.call(BookingRpc.accept, { id }, { actor, ...key() });
  const decline = (id: string, actor: Actor) =>
    booking.client.call(BookingRpc.decline, { id }, { actor, ...key() });
  const preview = (id: string, actor: Actor) =>
    booking.client.call(BookingRpc.cancellationPreview, { id }, { actor });
  const cancel = (id: string, expectedRefund: number, actor: Actor) =>
    booking.client.call(BookingRpc.cancel, { id, expectedRefund }, { actor, ...key() });
  const outbox = async (subject: string, bookingId: string) =>
    (
      await sql<{ data: Record<string, unknown> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${subject} AND envelope->'data'->>'bookingId' = ${bookingId}
        ORDER BY seq`.execute(booking.db)
    ).rows.map((r) => r.data);
  const lapse = (id: string) =>
    sql`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = ${id}`.execute(
      booking.db,
    );
  /** Runs the hold sweep: lapsed holds become `expired`. */
  const expireHolds = () =>
    sql`UPDATE bookings SET status = 'expired', expires_at = NULL, closed_at = now()
      WHERE status = 'pending' AND expires_at <= now()`.execute(booking.db);

  /** A hold paid in full: confirmed on an instant-book listing, requested on the others. */
  async function paid(request: HoldRequest, actor: Actor, paymentId = randomUUID()) {
    const held = await hold(request, actor);
    await pay.succeeded(held.id, held.quote.total.amount, { paymentId });
    return { held, paymentId, booking: await get(held.id, actor) };
  }

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_lifecycle');
    pay = new PaymentFeed(booking);
    await booking.publish(instant, onRequest, flexible, strict);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('fixes the quote and the listing as booked on the hold', async () => {
    const held = await hold(stay(instant.id, 40, 3), guest());
    expect(held.quote).toMatchObject({
      kind: 'stay',
      units: 3,
      subtotal: { amount: 135_000 },
      base: { amount: 150_000 },
      serviceFee: { amount: 15_000 },
      vat: { amount: 2_850 },
      total: { amount: 167_850, currency: 'CLP' },
    });
    expect(held.listing).toEqual({
      title: instant.title,
      location: instant.location,
      listingType: 'home',
      coverUrl: instant.images[0]?.url ?? null,
      refundPolicy: 'moderate',
      instantBook: true,
      checkInTime: instant.checkInTime,
      checkOutTime: instant.checkOutTime,
    });
    expect(held.payment).toEqual({
      state: 'unpaid',
      provider: null,
      paid: { amount: 0, currency: 'CLP' },
      refunded: { amount: 0, currency: 'CLP' },
    });
    const row = await sql<{ total_clp: number }>`
      SELECT total_clp FROM bookings WHERE id = ${held.id}`.execute(booking.db);
    expect(row.rows[0]?.total_clp).toBe(167_850);
  });

  it('confirms an instant booking once, however often and in whatever order payment news comes', async () => {
    const someone = guest();
    const held = await hold(stay(instant.id, 50), someone);
    const total = held.quote.total.amount;
    const paymentId = randomUUID();
    // A refund reported before its payment, then the payment ten times over.
    await pay.refunded(held.id, paymentId, 0, 0);
    await pay.failed(held.id);
    await pay.succeeded(held.id, total, { paymentId, times: 10 });
    await pay.succeeded(held.id, total, { paymentId }); // the same payment, a new event id
    await new Promise((resolve) => setTimeout(resolve, 500));

    const confirmed = await get(held.id, someone);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      expiresAt: null,
      payment: { state: 'paid', provider: 'dev', paid: { amount: total } },
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await outbox(BookingEvents.CONFIRMED.subject, held.id)).toEqual([
      {
        bookingId: held.id,
        propertyId: instant.id,
        startsAt: held.startsAt,
        endsAt: held.endsAt,
        guestId: someone.userId,
        hostId: instant.hostId,
        kind: 'stay',
      },
    ]);
    expect(await outbox(BookingEvents.REQUESTED.subject, held.id)).toEqual([]);
  });

  it('records a failed payment without moving the hold, and refunds as they are confirmed', async () => {
    const someone = guest();
    const held = await hold(stay(instant.id, 60), someone);
    await pay.failed(held.id);
    expect(await get(held.id, someone)).toMatchObject({
      status: 'pending',
      payment: { state: 'unpaid', provider: 'payku' },
    });
    const paymentId = randomUUID();
    await pay.succeeded(held.id, held.quote.total.amount, { paymentId });
    const total = held.quote.total.amount;
    await cancel(held.id, total, host(instant));
    expect((await get(held.id, someone)).payment.state).toBe('refund_pending');
    await pay.refunded(held.id, paymentId, 1000, 1000);
    await pay.refunded(held.id, paymentId, total - 1000, total);
    // An older refund report arriving last does not lower the total.
    await pay.refunded(held.id, paymentId, 1000, 1000);
    expect((await get(held.id, someone)).payment).toMatchObject({
      state: 'refunded',
      refunded: { amount: total },
    });
  });

  it('takes the slot back for a payment that arrives after the hold lapsed, if it is free', async () => {
    const someone = guest();
    const held = await hold(stay(instant.id, 70), someone);
    await lapse(held.id);
    await expireHolds();
    await pay.succeeded(held.id, held.quote.total.amount);
    expect(await get(held.id, someone)).toMatchObject({ status: 'confirmed', cancellation: null });
    expect(await outbox(BookingEvents.CONFIRMED.subject, held.id)).toHaveLength(1);
  });

  it('refunds in full a late payment whose slot another guest took', async () => {
    const first = guest();
    const held = await hold(stay(instant.id, 80), first);
    await lapse(held.id);
    const second = await hold(stay(instant.id, 80), guest()); // expires the first, takes the slot
    expect(second.status).toBe('pending');
    const paymentId = randomUUID();
    await pay.succeeded(held.id, held.quote.total.amount, { paymentId });

    const lost = await get(held.id, first);
    expect(lost).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refund_pending', paid: { amount: held.quote.total.amount } },
      cancellation: {
        by: 'system',
        reason: 'slot_lost',
        refundPercent: 100,
        refund: { amount: held.quote.total.amount },
      },
    });
    expect(await outbox(BookingEvents.CANCELLED.subject, held.id)).toEqual([
      expect.objectContaining({
        by: 'system',
        reason: 'slot_lost',
        guestId: first.userId,
        hostId: instant.hostId,
        refund: { amount: held.quote.total.amount, currency: 'CLP' },
      }),
    ]);
    expect(await outbox(BookingEvents.CONFIRMED.subject, held.id)).toEqual([]);
    expect((await get(second.id, ADMIN)).status).toBe('pending');
  });

  it('refunds a payment that arrives after the guest cancelled the hold', async () => {
    const someone = guest();
    const held = await hold(stay(instant.id, 90), someone);
    expect(await preview(held.id, someone)).toMatchObject({ refund: { amount: 0 }, free: true });
    await cancel(held.id, 0, someone);
    expect(await outbox(BookingEvents.CANCELLED.subject, held.id)).toHaveLength(1);
    await pay.succeeded(held.id, held.quote.total.amount, { times: 3 });
    const after = await get(held.id, someone);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refund_pending', paid: { amount: held.quote.total.amount } },
      cancellation: {
        by: 'guest',
        refundPercent: 100,
        refund: { amount: held.quote.total.amount },
      },
    });
    const cancelled = await outbox(BookingEvents.CANCELLED.subject, held.id);
    expect(cancelled.map((c) => c.refund)).toEqual([
      { amount: 0, currency: 'CLP' },
      { amount: held.quote.total.amount, currency: 'CLP' },
    ]);
  });

  describe('request to book', () => {
    it('asks the host for 24 hours, and confirms on accept (payment captured)', async () => {
      const someone = guest();
      const { held, paymentId } = await paid(stay(onRequest.id, 30), someone);
      await pay.succeeded(held.id, held.quote.total.amount, { paymentId, captured: false });
      const requested = await get(held.id, someone);
      expect(requested.status).toBe('requested');
      const hours = (Date.parse(requested.expiresAt!) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect(await outbox(BookingEvents.REQUESTED.subject, held.id)).toEqual([
        expect.objectContaining({
          guestId: someone.userId,
          hostId: onRequest.hostId,
          expiresAt: requested.expiresAt,
        }),
      ]);

      expect((await errorOf(accept(held.id, someone))).code).toBe('FORBIDDEN');
      expect((await errorOf(accept(held.id, guest()))).code).toBe('NOT_FOUND');
      const accepted = await accept(held.id, host(onRequest));
      expect(accepted).toMatchObject({ status: 'confirmed', expiresAt: null });
      // Accepting again answers the booking as it is; declining now is refused.
      expect((await accept(held.id, host(onRequest))).status).toBe('confirmed');
      expect((await errorOf(decline(held.id, host(onRequest)))).code).toBe('CONFLICT');
      expect(await outbox(BookingEvents.CONFIRMED.subject, held.id)).toEqual([
        expect.objectContaining({ accepted: true, hostId: onRequest.hostId }),
      ]);
    });

    it('declines with a full refund, freeing the slot', async () => {
      const someone = guest();
      const { held } = await paid(stay(onRequest.id, 35), someone);
      const declined = await decline(held.id, ADMIN);
      expect(declined).toMatchObject({
        status: 'declined',
        expiresAt: null,
        payment: { state: 'refund_pending' },
        cancellation: {
          by: 'host',
          reason: 'host_declined',
          refundPercent: 100,
          refund: { amount: held.quote.total.amount },
        },
      });
      expect(await outbox(BookingEvents.CANCELLED.subject, held.id)).toEqual([
        expect.objectContaining({ by: 'host', reason: 'host_declined' }),
      ]);
      expect((await hold(stay(onRequest.id, 35), guest())).status).toBe('pending');
    });

    it('declines an unanswered request when its time runs out (job and sweep)', async () => {
      const a = await paid(stay(onRequest.id, 45), guest());
      const b = await paid(stay(onRequest.id, 50), guest());
      await lapse(a.held.id);
      await lapse(b.held.id);
      // The job queued with the request ran early (not due then); a new one runs it now.
      await booking.service.ctx.jobs.enqueue(
        ExpireRequest,
        { bookingId: a.held.id },
        { id: `test-expire-${a.held.id}` },
      );
      await waitFor(async () => (await get(a.held.id, ADMIN)).status === 'declined');
      expect((await get(a.held.id, ADMIN)).cancellation).toMatchObject({
        by: 'system',
        reason: 'request_expired',
        refundPercent: 100,
      });
      const task = sweepRequestsTask(booking.db, 3600);
      await task.handler({ scheduledAt: new Date(), logger: booking.service.ctx.logger });
      expect((await get(b.held.id, ADMIN)).status).toBe('declined');
      expect(await outbox(BookingEvents.CANCELLED.subject, b.held.id)).toEqual([
        expect.objectContaining({ by: 'system', reason: 'request_expired' }),
      ]);
      expect((await errorOf(accept(b.held.id, host(onRequest)))).code).toBe('CONFLICT');
    });

    it('lets the guest withdraw a request for free', async () => {
      const someone = guest();
      const { held } = await paid(stay(onRequest.id, 55), someone);
      expect(await preview(held.id, someone)).toMatchObject({
        by: 'guest',
        refundPercent: 100,
        free: true,
      });
      const withdrawn = await cancel(held.id, held.quote.total.amount, someone);
      expect(withdrawn.cancellation).toMatchObject({ by: 'guest', reason: 'guest_cancelled' });
    });
  });

  describe('cancelling a confirmed booking', () => {
    it.each([
      // policy, days ahead, percent
      ['flexible', 10, 100],
      ['flexible', 3, 50],
      ['moderate', 20, 100],
      ['moderate', 10, 50],
      ['moderate', 3, 0],
      ['strict', 40, 100],
      ['strict', 20, 25],
      ['strict', 10, 0],
    ] as const)('%s, %i days ahead: %i percent', async (policy, days, percent) => {
      const property = { flexible, moderate: instant, strict }[policy];
      const someone = guest();
      const { held } = await paid(stay(property.id, days, 1), someone);
      const total = held.quote.total.amount;
      const expected = Math.floor((total * percent + 50) / 100);
      const shown = await preview(held.id, someone);
      expect(shown).toMatchObject({
        by: 'guest',
        policy,
        refundPercent: percent,
        refund: { amount: expected },
        paid: { amount: total },
        free: percent === 100,
      });
      // Calendar days in the listing's time zone: exactly what the dates say (decision 0031).
      expect(shown.daysBefore).toBe(days);

      const changed = await errorOf(cancel(held.id, expected + 1, someone));
      expect(changed.code).toBe('CONFLICT');
      expect(changed.message).toMatch(/^The refund changed/);
      expect((await get(held.id, someone)).status).toBe('confirmed');

      const cancelled = await cancel(held.id, expected, someone);
      expect(cancelled.cancellation).toMatchObject({
        by: 'guest',
        reason: 'guest_cancelled',
        refundPercent: percent,
        refund: { amount: expected },
      });
      expect(await outbox(BookingEvents.CANCELLED.subject, held.id)).toEqual([
        expect.objectContaining({
          by: 'guest',
          guestId: someone.userId,
          hostId: property.hostId,
          refund: { amount: expected, currency: 'CLP' },
        }),
      ]);
    });

    it('refunds everything when the host cancels, and refuses what has started or closed', async () => {
      const someone = guest();
      const { held } = await paid(stay(strict.id, 3, 1), someone);
      expect(await preview(held.id, host(strict))).toMatchObject({
        by: 'host',
        refundPercent: 100,
      });
      const byHost = await cancel(held.id, held.quote.total.amount, host(strict));
      expect(byHost.cancellation).toMatchObject({ by: 'host', reason: 'host_cancelled' });
      expect((await errorOf(cancel(held.id, 0, someone))).code).toBe('CONFLICT');

      const started = await paid(stay(strict.id, 120, 1), someone);
      await sql`UPDATE bookings SET period = tstzrange(now() - interval '1 hour',
        now() + interval '1 day', '[)') WHERE id = ${started.held.id}`.execute(booking.db);
      const refused = await errorOf(preview(started.held.id, someone));
      expect(refused.code).toBe('CONFLICT');
      expect(refused.message).toMatch(/already started/);
    });
  });

  it('shows bookings only to their guest, their host and admins', async () => {
    const someone = guest();
    const stranger = guest();
    const { held } = await paid(stay(onRequest.id, 100), someone);
    for (const attempt of [
      () => get(held.id, stranger),
      () => preview(held.id, stranger),
      () => cancel(held.id, 0, stranger),
      () => accept(held.id, stranger),
      () => decline(held.id, stranger),
    ]) {
      expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    }
    expect((await get(held.id, host(onRequest))).id).toBe(held.id);
    expect((await get(held.id, ADMIN)).id).toBe(held.id);
  });

  it('lists trips by tab for the guest and bookings of own listings for the host, page by page', async () => {
    const someone = guest();
    const upcoming: Booking[] = [];
    for (const day of [150, 140, 145])
      upcoming.push((await paid(stay(flexible.id, day, 1), someone)).booking);
    const pendingHold = await hold(stay(flexible.id, 160, 1), someone);
    const withdrawn = await hold(stay(flexible.id, 165, 1), someone);
    await cancel(withdrawn.id, 0, someone);

    const ids = async (tab: 'upcoming' | 'past' | 'cancelled', limit: number) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await booking.client.call(
          BookingRpc.listForGuest,
          { tab, limit, ...(cursor ? { cursor } : {}) },
          { actor: someone },
        );
        seen.push(...page.items.map((b) => b.id));
        if (!page.nextCursor) return seen;
        cursor = page.nextCursor;
      }
    };
    const bySoonest = [...upcoming].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(await ids('upcoming', 2)).toEqual([...bySoonest.map((b) => b.id), pendingHold.id]);
    expect(await ids('cancelled', 1)).toEqual([withdrawn.id]);
    expect(await ids('past', 5)).toEqual([]);

    const ended = upcoming[0]!;
    await sql`UPDATE bookings SET period = tstzrange(now() - interval '3 days',
      now() - interval '1 day', '[)') WHERE id = ${ended.id}`.execute(booking.db);
    expect(await ids('past', 5)).toEqual([ended.id]);

    // The host of `flexible` sees these, and nobody else's; another host sees none of them.
    const hostPage = await booking.client.call(
      BookingRpc.listForHost,
      { tab: 'upcoming', propertyId: flexible.id, limit: 50 },
      { actor: host(flexible) },
    );
    expect(hostPage.items.every((b) => b.hostId === flexible.hostId)).toBe(true);
    expect(hostPage.items.map((b) => b.id)).toEqual(
      expect.arrayContaining(bySoonest.filter((b) => b.id !== ended.id).map((b) => b.id)),
    );
    expect(hostPage.items.map((b) => b.id)).not.toContain(pendingHold.id);
    const otherHost = await booking.client.call(
      BookingRpc.listForHost,
      { tab: 'upcoming', limit: 50 },
      { actor: host(strict) },
    );
    expect(otherHost.items.some((b) => b.hostId !== strict.hostId)).toBe(false);
    expect(otherHost.items.map((b) => b.id)).not.toContain(upcoming[1]!.id);
    const requests = await booking.client.call(
      BookingRpc.listForHost,
      { tab: 'requests', limit: 50 },
      { actor: host(onRequest) },
    );
    expect(requests.items.every((b) => b.status === 'requested')).toBe(true);
    expect(requests.items.length).toBeGreaterThan(0);
  });
});
