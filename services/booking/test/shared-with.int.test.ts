import { randomUUID } from 'node:crypto';
import { BookingRpc, type Actor } from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { BookingUnderTest, guest, listing } from './support.js';

describe('rpc.booking.booking.sharedWith', () => {
  let booking: BookingUnderTest;
  const home = listing({ instantBook: true });
  const hostActor: Actor = { userId: home.hostId, roles: [] };

  const shared = (actor: Actor, userId: string) =>
    booking.client.call(BookingRpc.sharedWith, { userId }, { actor }).then((r) => r.shared);
  const hold = (actor: Actor, checkIn: number) =>
    booking.client.call(
      BookingRpc.hold,
      {
        propertyId: home.id,
        checkIn: santiagoDate(checkIn),
        checkOut: santiagoDate(checkIn + 1),
        guests: 1,
      },
      { actor, idempotencyKey: randomUUID() },
    );

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_shared_with');
    await booking.publish(home);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('answers for the caller and that user only, as each side’s lists show the booking', async () => {
    const traveller = guest();
    const stranger = guest();
    const held = await hold(traveller, 20);
    // The guest sees their host from the unpaid hold on; the host does not see an unpaid hold.
    expect(await shared(traveller, home.hostId)).toBe(true);
    expect(await shared(hostActor, traveller.userId!)).toBe(false);
    await sql`UPDATE bookings SET status = 'cancelled', expires_at = NULL, closed_at = now(),
        cancelled_by = 'guest', cancel_reason = 'guest_cancelled', cancelled_at = now(),
        refund_percent = 100, refund_clp = 0
      WHERE id = ${held.id}`.execute(booking.db);
    expect(await shared(hostActor, traveller.userId!)).toBe(true);
    // Nobody else is in it, and nobody shares a booking with themself or anonymously.
    expect(await shared(stranger, home.hostId)).toBe(false);
    expect(await shared(stranger, traveller.userId!)).toBe(false);
    expect(await shared(traveller, traveller.userId!)).toBe(false);
    expect(await shared({ userId: null, roles: [] }, home.hostId)).toBe(false);
  });
});
