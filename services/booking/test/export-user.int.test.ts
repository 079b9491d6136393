import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  Booking,
  BookingRpc,
  BookingUserExport,
  SYSTEM_ACTOR,
  type Actor,
  type HoldRequest,
} from '@arrendo/contracts';
import { errorOf, jsonKeys, SECRET_LOOKING_KEY } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

describe('booking service: a user data export (Ley 21.719)', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const home = listing({ instantBook: true, refundPolicy: 'flexible' });
  const other = listing({ instantBook: false });
  const hostOf = (p: { hostId: string }): Actor => ({ userId: p.hostId, roles: [] });
  const ana = guest();
  const bruno = guest();

  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, idempotencyKey: randomUUID() });
  const stay = (propertyId: string, checkIn: number, nights = 2): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const exportOf = (actor: Actor) =>
    booking.client.call(BookingRpc.exportUser, {}, { actor }).then(BookingUserExport.parse);

  let anaPaid: Booking;
  let anaCancelled: Booking;
  let anaPending: Booking;
  let brunoBooking: Booking;
  const anaPaymentId = randomUUID();

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_export');
    pay = new PaymentFeed(booking);
    await booking.publish(home, other);

    // Ana: one paid stay, one cancelled after paying, one hold never paid (on another host).
    const held = await hold(stay(home.id, 20), ana);
    await pay.succeeded(held.id, held.quote.total.amount, { paymentId: anaPaymentId });
    anaPaid = await booking.client.call(BookingRpc.get, { id: held.id }, { actor: ana });
    const toCancel = await hold(stay(home.id, 30), ana);
    await pay.succeeded(toCancel.id, toCancel.quote.total.amount);
    const preview = await booking.client.call(
      BookingRpc.cancellationPreview,
      { id: toCancel.id },
      { actor: ana },
    );
    anaCancelled = await booking.client.call(
      BookingRpc.cancel,
      { id: toCancel.id, expectedRefund: preview.refund.amount },
      { actor: ana, idempotencyKey: randomUUID() },
    );
    anaPending = await hold(stay(other.id, 40), ana);

    // Bruno books the same home; its host blocks some dates with a note.
    brunoBooking = await hold(stay(home.id, 50), bruno);
    await booking.client.call(
      BookingRpc.block,
      {
        propertyId: home.id,
        start: santiagoDate(60),
        end: santiagoDate(63),
        note: 'Pintando la terraza',
      },
      { actor: hostOf(home) },
    );
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('gives the guest every booking they made, in every status, with dates, price and cancellation', async () => {
    const data = await exportOf(ana);
    expect(data).toMatchObject({ service: 'booking', userId: ana.userId, asHost: [] });
    expect(data.calendars).toEqual([]);
    expect(data.asGuest.map((b) => b.id).sort()).toEqual(
      [anaPaid.id, anaCancelled.id, anaPending.id].sort(),
    );
    const paid = data.asGuest.find((b) => b.id === anaPaid.id);
    expect(paid).toEqual({ ...anaPaid, closedAt: null, paymentId: anaPaymentId });
    const cancelled = data.asGuest.find((b) => b.id === anaCancelled.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'guest', reason: 'guest_cancelled' },
      checkIn: santiagoDate(30),
      checkOut: santiagoDate(32),
      guests: 2,
      quote: { total: anaCancelled.quote.total },
    });
    expect(cancelled?.closedAt).not.toBeNull();
    expect(data.asGuest.find((b) => b.id === anaPending.id)).toMatchObject({
      status: 'pending',
      paymentId: null,
    });
  });

  it("never includes another user's bookings", async () => {
    const ids = (await exportOf(ana)).asGuest.map((b) => b.id);
    expect(ids).not.toContain(brunoBooking.id);
    const brunos = await exportOf(bruno);
    expect(brunos.asGuest.map((b) => b.id)).toEqual([brunoBooking.id]);
    expect(JSON.stringify(brunos)).not.toContain(ana.userId as string);

    const stranger = await exportOf(guest());
    expect(stranger).toMatchObject({ asGuest: [], asHost: [], calendars: [] });
    // An admin gets their own data too, never everyone's.
    const admin = await exportOf({ userId: randomUUID(), roles: ['admin'] });
    expect(admin).toMatchObject({ asGuest: [], asHost: [], calendars: [] });
  });

  it('gives the host the bookings of their listings as the host lists show them, and their calendar', async () => {
    const data = await exportOf(hostOf(home));
    expect(data.asGuest).toEqual([]);
    expect(data.asHost.map((b) => b.id).sort()).toEqual(
      [anaPaid.id, anaCancelled.id, brunoBooking.id].sort(),
    );
    // Not Ana's hold of another host's listing.
    expect(data.asHost.map((b) => b.id)).not.toContain(anaPending.id);
    // Exactly the host's view (`Booking`), plus when it closed: no payment link, nothing more.
    const hostView = await booking.client.call(
      BookingRpc.get,
      { id: anaPaid.id },
      { actor: hostOf(home) },
    );
    const asHost = data.asHost.find((b) => b.id === anaPaid.id);
    expect(asHost).toEqual({ ...hostView, closedAt: null });
    for (const entry of data.asHost) {
      expect(Object.keys(entry).sort()).toEqual([...Object.keys(Booking.shape), 'closedAt'].sort());
    }
    expect(data.calendars).toEqual([
      expect.objectContaining({
        propertyId: home.id,
        blockedWeekdays: [],
        openingHours: null,
        blocks: [
          expect.objectContaining({
            start: santiagoDate(60),
            end: santiagoDate(63),
            note: 'Pintando la terraza',
          }),
        ],
      }),
    ]);
  });

  it('includes bookings older than the lifecycle (no listing or quote) rather than hiding them', async () => {
    const old = await hold(stay(other.id, 70), bruno);
    await sql`UPDATE bookings SET listing = NULL, quote = NULL WHERE id = ${old.id}`.execute(
      booking.db,
    );
    const data = await exportOf(bruno);
    expect(data.asGuest.find((b) => b.id === old.id)).toMatchObject({
      listing: null,
      quote: null,
      status: 'pending',
    });
  });

  it('refuses anonymous callers, and the system actor (no person to export)', async () => {
    expect((await errorOf(exportOf(ANONYMOUS))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(exportOf(SYSTEM_ACTOR))).code).toBe('UNAUTHENTICATED');
  });

  it('takes no user from the payload', async () => {
    const error = await errorOf(
      booking.client.call(BookingRpc.exportUser, { userId: ana.userId } as never, {
        actor: bruno,
      }),
    );
    expect(error.code).toBe('VALIDATION');
  });

  it('holds no secret-looking keys', async () => {
    for (const actor of [ana, bruno, hostOf(home), hostOf(other)]) {
      const keys = jsonKeys(await exportOf(actor));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => SECRET_LOOKING_KEY.test(k))).toEqual([]);
    }
  });
});
