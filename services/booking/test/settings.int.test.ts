import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  type Actor,
  type HoldRequest,
  type UpdateBookingSettingsRequest,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

/** The admin's hold minutes and request expiry: used by the very next hold and request. */
describe('booking settings', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const onRequest = listing({ instantBook: false });

  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, idempotencyKey: randomUUID() });
  const stay = (checkIn: number): HoldRequest => ({
    propertyId: onRequest.id,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + 2),
    guests: 2,
  });
  const update = (request: UpdateBookingSettingsRequest, actor: Actor = ADMIN) =>
    booking.client.call(BookingRpc.updateSettings, request, { actor });
  const minutesUntil = (at: string | null) => (Date.parse(at ?? '') - Date.now()) / 60_000;

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_settings');
    pay = new PaymentFeed(booking);
    await booking.publish(onRequest);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('starts at the defaults, refuses non-admins and values out of bounds', async () => {
    expect(await booking.client.call(BookingRpc.getSettings, {}, { actor: guest() })).toEqual({
      holdMinutes: 15,
      requestExpiryHours: 24,
      updatedAt: null,
    });
    expect((await errorOf(update({ holdMinutes: 20 }, guest()))).code).toBe('FORBIDDEN');
    for (const bad of [{ holdMinutes: 4 }, { holdMinutes: 61 }, { requestExpiryHours: 73 }, {}]) {
      expect((await errorOf(update(bad))).code).toBe('VALIDATION');
    }
    const { rows } = await sql`SELECT 1 FROM booking_settings`.execute(booking.db);
    expect(rows).toEqual([]);
  });

  it('holds and requests made after a change use it at once; the change is audited', async () => {
    const saved = await update({ holdMinutes: 9, requestExpiryHours: 6 });
    expect(saved).toMatchObject({ holdMinutes: 9, requestExpiryHours: 6 });
    expect(saved.updatedAt).not.toBeNull();

    const someone = guest();
    const held = await hold(stay(30), someone);
    expect(minutesUntil(held.expiresAt)).toBeGreaterThan(8.5);
    expect(minutesUntil(held.expiresAt)).toBeLessThanOrEqual(9);

    await pay.succeeded(held.id, held.quote.total.amount);
    const requested = await booking.client.call(
      BookingRpc.get,
      { id: held.id },
      { actor: someone },
    );
    expect(requested.status).toBe('requested');
    expect(minutesUntil(requested.expiresAt) / 60).toBeGreaterThan(5.9);
    expect(minutesUntil(requested.expiresAt) / 60).toBeLessThanOrEqual(6);

    // Only the field that changed is audited the second time.
    await update({ holdMinutes: 9, requestExpiryHours: 12 });
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT envelope->'data' AS data FROM outbox
      WHERE subject = 'evt.booking.adminAction.recorded' ORDER BY seq`.execute(booking.db);
    expect(rows.map((r) => r.data)).toEqual([
      expect.objectContaining({
        actorId: ADMIN.userId,
        action: 'booking.settings.update',
        target: { type: 'settings', id: 'platform' },
        before: { holdMinutes: 15, requestExpiryHours: 24 },
        after: { holdMinutes: 9, requestExpiryHours: 6 },
      }),
      expect.objectContaining({
        before: { requestExpiryHours: 6 },
        after: { requestExpiryHours: 12 },
      }),
    ]);
  });
});
