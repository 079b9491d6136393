import { randomUUID } from 'node:crypto';
import {
  BookingEvents,
  BookingRpc,
  ListingRpc,
  SYSTEM_ACTOR,
  type Actor,
  type HoldRequest,
  type ImportedProperty,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

/**
 * Decision 0022: no path around the rules a new hold must pass. A listing leaves the market
 * (unlisted, deleted, its host's account erased) with nothing half-done behind it, and a payment
 * that arrives after its hold lapsed takes the slot back only if a new hold of it would pass.
 */
describe('no path around the booking rules', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;

  const host = (p: { hostId: string }): Actor => ({ userId: p.hostId, roles: [] });
  const key = () => ({ idempotencyKey: randomUUID() });
  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, ...key() });
  const stay = (propertyId: string, checkIn: number, nights = 2): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const get = (id: string) => booking.client.call(BookingRpc.get, { id }, { actor: SYSTEM_ACTOR });
  const cancelled = async (bookingId: string) =>
    (
      await sql<{ data: Record<string, unknown> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${BookingEvents.CANCELLED.subject}
          AND envelope->'data'->>'bookingId' = ${bookingId}
        ORDER BY seq`.execute(booking.db)
    ).rows.map((r) => r.data);
  const lapse = async (id: string) => {
    await sql`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = ${id}`.execute(
      booking.db,
    );
    await sql`UPDATE bookings SET status = 'expired', expires_at = NULL, closed_at = now()
      WHERE id = ${id} AND status = 'pending'`.execute(booking.db);
  };
  const deleteListing = (p: ImportedProperty) =>
    booking.client.call(ListingRpc.deleteListing, { id: p.id }, { actor: host(p) });
  const unpublish = (p: ImportedProperty) =>
    booking.client.call(ListingRpc.unpublishListing, { id: p.id }, { actor: host(p) });
  const closeAccount = (userId: string) =>
    booking.client.call(BookingRpc.closeAccount, { userId }, { actor: SYSTEM_ACTOR });

  /** A hold paid in full: confirmed on an instant-book listing, requested on the others. */
  async function paid(request: HoldRequest, actor: Actor) {
    const held = await hold(request, actor);
    await pay.succeeded(held.id, held.quote.total.amount);
    return get(held.id);
  }

  async function publish(overrides: Partial<ImportedProperty> = {}) {
    const property = listing({ instantBook: true, ...overrides });
    await booking.publish(property);
    return property;
  }

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_market_rules');
    pay = new PaymentFeed(booking);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  describe('deleting a listing', () => {
    it('is refused while a confirmed booking has not ended, and changes nothing', async () => {
      const home = await publish();
      const trip = await paid(stay(home.id, 30), guest());
      expect(trip.status).toBe('confirmed');

      const refusal = await errorOf(deleteListing(home));
      expect(refusal.code).toBe('CONFLICT');
      expect(refusal.message).toBe(
        'This listing has an upcoming confirmed booking. Cancel it before deleting the listing.',
      );
      expect(refusal.details).toEqual({
        reason: 'upcoming_bookings',
        count: 1,
        bookings: [{ id: trip.id, role: 'host', startsAt: trip.startsAt, endsAt: trip.endsAt }],
      });
      expect(await get(trip.id)).toMatchObject({ status: 'confirmed', cancellation: null });
      expect(await cancelled(trip.id)).toEqual([]);
      // Still on the market: the delete changed nothing anywhere.
      expect(
        await booking.client.call(ListingRpc.getProperty, { id: home.id }, { actor: guest() }),
      ).toMatchObject({ id: home.id, status: 'published' });
      const next = await hold(stay(home.id, 40), guest());
      expect(next.status).toBe('pending');
    });

    it('goes ahead once the host cancelled the booking (full refund, the host’s record)', async () => {
      const home = await publish();
      const trip = await paid(stay(home.id, 30), guest());
      await booking.client.call(
        BookingRpc.cancel,
        { id: trip.id, expectedRefund: trip.payment.paid.amount },
        { actor: host(home), ...key() },
      );
      expect(await get(trip.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'host', reason: 'host_cancelled', refundPercent: 100 },
      });
      expect(await deleteListing(home)).toEqual({ ok: true });
      expect((await errorOf(hold(stay(home.id, 50), guest()))).code).toBe('NOT_FOUND');
    });

    it('goes ahead with past stays, which stay as they were', async () => {
      const home = await publish();
      const trip = await paid(stay(home.id, 10), guest());
      // The stay is over.
      await sql`UPDATE bookings
        SET period = tstzrange(now() - interval '3 days', now() - interval '1 day', '[)')
        WHERE id = ${trip.id}`.execute(booking.db);
      expect(await deleteListing(home)).toEqual({ ok: true });
      expect(await get(trip.id)).toMatchObject({ status: 'confirmed', cancellation: null });
    });

    it('cancels open holds and declines requests with full refunds, and a late payment confirms nothing', async () => {
      const onRequest = await publish({ instantBook: false });
      const requester = guest();
      const request = await paid(stay(onRequest.id, 20), requester);
      expect(request.status).toBe('requested');
      const holder = guest();
      const open = await hold(stay(onRequest.id, 30), holder);

      expect(await deleteListing(onRequest)).toEqual({ ok: true });

      expect(await get(request.id)).toMatchObject({
        status: 'declined',
        payment: { state: 'refund_pending' },
        cancellation: {
          by: 'host',
          reason: 'listing_withdrawn',
          refundPercent: 100,
          refund: { amount: request.payment.paid.amount },
        },
      });
      expect(await cancelled(request.id)).toEqual([
        expect.objectContaining({
          by: 'host',
          reason: 'listing_withdrawn',
          refund: { amount: request.payment.paid.amount, currency: 'CLP' },
        }),
      ]);
      expect(await get(open.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'host', reason: 'listing_withdrawn', refund: { amount: 0 } },
      });
      // The host cannot accept the declined request any more.
      expect(
        (
          await errorOf(
            booking.client.call(
              BookingRpc.accept,
              { id: request.id },
              {
                actor: host(onRequest),
                ...key(),
              },
            ),
          )
        ).code,
      ).toBe('CONFLICT');

      // The guest in checkout pays after all: the money goes back, nothing is confirmed.
      await pay.succeeded(open.id, open.quote.total.amount);
      expect(await get(open.id)).toMatchObject({
        status: 'cancelled',
        payment: { state: 'refund_pending', paid: { amount: open.quote.total.amount } },
        cancellation: { reason: 'listing_withdrawn', refund: { amount: open.quote.total.amount } },
      });
      expect((await cancelled(open.id)).at(-1)).toMatchObject({
        refund: { amount: open.quote.total.amount, currency: 'CLP' },
      });
    });

    it('is refused to a stranger as before, closing nothing', async () => {
      const home = await publish();
      const open = await hold(stay(home.id, 30), guest());
      const stranger = guest();
      const error = await errorOf(
        booking.client.call(ListingRpc.deleteListing, { id: home.id }, { actor: stranger }),
      );
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(error.code);
      expect(await get(open.id)).toMatchObject({ status: 'pending' });
    });
  });

  describe('unlisting a listing', () => {
    it('keeps confirmed bookings, ends open holds, refuses new holds, and publishing reopens it', async () => {
      const home = await publish();
      const trip = await paid(stay(home.id, 20), guest());
      const open = await hold(stay(home.id, 30), guest());

      expect(await unpublish(home)).toMatchObject({ status: 'unlisted' });
      expect(await get(trip.id)).toMatchObject({ status: 'confirmed', cancellation: null });
      expect(await get(open.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { reason: 'listing_withdrawn' },
      });
      expect((await errorOf(hold(stay(home.id, 40), guest()))).code).toBe('NOT_FOUND');

      // A payment for the cancelled hold goes back.
      await pay.succeeded(open.id, open.quote.total.amount);
      expect(await get(open.id)).toMatchObject({
        status: 'cancelled',
        payment: { state: 'refund_pending' },
      });

      await booking.client.call(ListingRpc.publishListing, { id: home.id }, { actor: host(home) });
      expect((await hold(stay(home.id, 40), guest())).status).toBe('pending');
    });

    it('a hold that lapsed before the unlisting and is paid late is refunded, not re-taken', async () => {
      const home = await publish();
      const late = await hold(stay(home.id, 25), guest());
      await lapse(late.id);
      await unpublish(home);
      await pay.succeeded(late.id, late.quote.total.amount);
      expect(await get(late.id)).toMatchObject({
        status: 'cancelled',
        payment: { state: 'refund_pending', paid: { amount: late.quote.total.amount } },
        cancellation: {
          by: 'system',
          reason: 'listing_withdrawn',
          refundPercent: 100,
          refund: { amount: late.quote.total.amount },
        },
      });
    });
  });

  describe('closing an account', () => {
    it('is refused while the user hosts a confirmed booking that has not ended', async () => {
      const home = await publish();
      const trip = await paid(stay(home.id, 20), guest());
      const error = await errorOf(closeAccount(home.hostId));
      expect(error).toMatchObject({
        code: 'CONFLICT',
        message: 'You have an upcoming confirmed booking. Cancel it before deleting your account.',
        details: {
          reason: 'upcoming_bookings',
          count: 1,
          bookings: [{ id: trip.id, role: 'host' }],
        },
      });
      // Nothing was closed: the listing still takes holds.
      expect((await hold(stay(home.id, 40), guest())).status).toBe('pending');
    });

    it('is refused while the user has a confirmed trip that has not ended', async () => {
      const home = await publish();
      const traveller = guest();
      const trip = await paid(stay(home.id, 20), traveller);
      const error = await errorOf(closeAccount(traveller.userId!));
      expect(error).toMatchObject({
        code: 'CONFLICT',
        details: { count: 1, bookings: [{ id: trip.id, role: 'guest' }] },
      });
    });

    it('ends open holds and requests on both sides and closes every listing of the host', async () => {
      const home = await publish();
      const onRequest = await publish({ instantBook: false, hostId: home.hostId });
      const someone = guest();
      const request = await paid(stay(onRequest.id, 20), someone);
      const open = await hold(stay(home.id, 20), someone);
      // The same person, as a guest elsewhere: a request of theirs and a hold.
      const elsewhere = await publish({ instantBook: false });
      const hostAsGuest = host(home);
      const ownRequest = await paid(stay(elsewhere.id, 30), hostAsGuest);
      const ownHold = await hold(stay(elsewhere.id, 40), hostAsGuest);

      expect(await closeAccount(home.hostId)).toEqual({ cancelled: 4 });

      expect(await get(request.id)).toMatchObject({
        status: 'declined',
        cancellation: { by: 'host', reason: 'listing_withdrawn', refundPercent: 100 },
      });
      expect(await get(open.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { reason: 'listing_withdrawn' },
      });
      expect(await get(ownRequest.id)).toMatchObject({
        status: 'cancelled',
        payment: { state: 'refund_pending' },
        cancellation: {
          by: 'guest',
          reason: 'guest_cancelled',
          refund: { amount: ownRequest.payment.paid.amount },
        },
      });
      expect(await get(ownHold.id)).toMatchObject({ status: 'cancelled' });
      // Both of the host's listings are still published in the listing service, but take no hold.
      for (const p of [home, onRequest]) {
        expect((await errorOf(hold(stay(p.id, 60), guest()))).code).toBe('NOT_FOUND');
      }
      // A second call (identity retrying) changes nothing more.
      expect(await closeAccount(home.hostId)).toEqual({ cancelled: 0 });
    });

    it('is for the system only', async () => {
      const someone = guest();
      const error = await errorOf(
        booking.client.call(
          BookingRpc.closeAccount,
          { userId: someone.userId! },
          { actor: someone },
        ),
      );
      expect(error.code).toBe('FORBIDDEN');
      const listingError = await errorOf(
        booking.client.call(
          BookingRpc.closeListing,
          { propertyId: randomUUID(), reason: 'deleted' },
          { actor: someone },
        ),
      );
      expect(listingError.code).toBe('FORBIDDEN');
    });
  });

  describe('a payment that arrives after its hold lapsed', () => {
    it('is refunded, saying why, when the host has blocked those nights since', async () => {
      const home = await publish();
      const late = await hold(stay(home.id, 30), guest());
      await lapse(late.id);
      await booking.client.call(
        BookingRpc.block,
        { propertyId: home.id, start: santiagoDate(31), end: santiagoDate(32) },
        { actor: host(home) },
      );
      await pay.succeeded(late.id, late.quote.total.amount);
      expect(await get(late.id)).toMatchObject({
        status: 'cancelled',
        payment: { state: 'refund_pending', paid: { amount: late.quote.total.amount } },
        cancellation: {
          by: 'system',
          reason: 'slot_unavailable',
          refundPercent: 100,
          refund: { amount: late.quote.total.amount },
        },
      });
      expect(await cancelled(late.id)).toEqual([
        expect.objectContaining({
          reason: 'slot_unavailable',
          refund: { amount: late.quote.total.amount, currency: 'CLP' },
        }),
      ]);
    });

    it('is refunded when the host closed that weekday since', async () => {
      const home = await publish();
      const late = await hold(stay(home.id, 30, 1), guest());
      await lapse(late.id);
      await booking.client.call(
        BookingRpc.setWeeklyRules,
        {
          propertyId: home.id,
          rules: { blockedWeekdays: [isoWeekday(santiagoDate(30))], openingHours: [] },
        },
        { actor: host(home) },
      );
      await pay.succeeded(late.id, late.quote.total.amount);
      expect(await get(late.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { reason: 'slot_unavailable' },
      });
    });

    it('is refunded when an hourly space’s opening hours no longer cover the time', async () => {
      const studio = await publish({
        listingType: 'experience',
        category: 'productions',
        subcategory: 'studio',
        bedrooms: 0,
        beds: 0,
        checkInTime: null,
        checkOutTime: null,
        extraFees: [],
        sessionHours: 4,
        minHours: 2,
      });
      const date = santiagoDate(30);
      const late = await hold(
        { propertyId: studio.id, date, startTime: '18:00', hours: 2, guests: 2 },
        guest(),
      );
      await lapse(late.id);
      await booking.client.call(
        BookingRpc.setWeeklyRules,
        {
          propertyId: studio.id,
          rules: {
            blockedWeekdays: [],
            openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              weekday,
              open: '09:00',
              close: '17:00',
            })),
          },
        },
        { actor: host(studio) },
      );
      await pay.succeeded(late.id, late.quote.total.amount);
      expect(await get(late.id)).toMatchObject({
        status: 'cancelled',
        cancellation: { reason: 'slot_unavailable', refund: { amount: late.quote.total.amount } },
      });
    });

    it('still confirms when the slot passes every rule', async () => {
      const home = await publish();
      const late = await hold(stay(home.id, 30), guest());
      await lapse(late.id);
      await pay.succeeded(late.id, late.quote.total.amount);
      expect(await get(late.id)).toMatchObject({ status: 'confirmed', cancellation: null });
    });
  });

  describe('a slot already taken', () => {
    it('is refused with CONFLICT before the quote is asked for', async () => {
      const home = await publish();
      await hold(stay(home.id, 30), guest());
      const before = booking.quotes();
      const error = await errorOf(hold(stay(home.id, 31), guest()));
      expect(error).toMatchObject({ code: 'CONFLICT', details: { reason: 'slot_taken' } });
      expect(booking.quotes()).toBe(before);
      // A lapsed hold does not count as taken.
      const lapsing = await hold(stay(home.id, 50), guest());
      await sql`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = ${lapsing.id}`.execute(
        booking.db,
      );
      expect((await hold(stay(home.id, 50), guest())).status).toBe('pending');
    });
  });
});
