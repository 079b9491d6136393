import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  ListingRpc,
  SYSTEM_ACTOR,
  type Actor,
  type HoldRequest,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

/**
 * decisions.md, "A booking, as each side sees it": the exact address, the host's pin and the
 * arrival details once the booking is confirmed, never before, and never to anyone else
 * (decision 0028). The real listing service stands beside the booking service.
 */
describe('the exact place of a booking: the confirmed guest only', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const ADDRESS = 'Camino Pucón–Caburgua 4321, parcela 7';
  const INSTRUCTIONS = 'Key box code 4471, left of the gate.\nPark under the oak.';
  const EXACT = { lat: -39.2371, lng: -71.8694 };
  const instant = listing({
    instantBook: true,
    address: ADDRESS,
    location: 'Pucón, Araucanía',
    city: 'Pucón',
    region: 'Araucanía',
    ...EXACT,
  });
  const onRequest = listing({ instantBook: false, address: ADDRESS, ...EXACT });
  const host = (p: { hostId: string }): Actor => ({ userId: p.hostId, roles: [] });
  const key = () => ({ idempotencyKey: randomUUID() });
  const stay = (propertyId: string, checkIn: number): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + 2),
    guests: 2,
  });
  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, ...key() });
  const arrival = (id: string, actor: Actor) =>
    booking.client.call(BookingRpc.arrival, { id }, { actor });
  const paid = async (request: HoldRequest, actor: Actor) => {
    const held = await hold(request, actor);
    await pay.succeeded(held.id, held.quote.total.amount);
    return held;
  };

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_arrival');
    pay = new PaymentFeed(booking);
    await booking.publish(instant, onRequest);
    // The wizard's arrival details (the import carries none): the listing service's own column.
    await sql`UPDATE listing.properties SET host_instructions = ${INSTRUCTIONS}
      WHERE id IN (${instant.id}, ${onRequest.id})`.execute(booking.db);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('gives an instant booking’s guest the street address, the exact pin and the arrival details', async () => {
    const me = guest();
    const held = await paid(stay(instant.id, 20), me);
    expect(await arrival(held.id, me)).toEqual({
      bookingId: held.id,
      location: 'Pucón, Araucanía',
      address: ADDRESS,
      lat: EXACT.lat,
      lng: EXACT.lng,
      instructions: INSTRUCTIONS,
    });
    // The host's own place, and the system (the guest's confirmation email).
    expect((await arrival(held.id, host(instant))).address).toBe(ADDRESS);
    expect((await arrival(held.id, SYSTEM_ACTOR)).instructions).toBe(INSTRUCTIONS);
  });

  it('tells nothing before confirmation: an unpaid hold, a request, a declined request', async () => {
    const me = guest();
    const held = await hold(stay(onRequest.id, 30), me);
    expect((await errorOf(arrival(held.id, me))).code).toBe('CONFLICT');

    await pay.succeeded(held.id, held.quote.total.amount);
    expect((await booking.client.call(BookingRpc.get, { id: held.id }, { actor: me })).status).toBe(
      'requested',
    );
    const waiting = await errorOf(arrival(held.id, me));
    expect(waiting.code).toBe('CONFLICT');
    expect(JSON.stringify(waiting)).not.toContain('4471');

    await booking.client.call(
      BookingRpc.decline,
      { id: held.id },
      { actor: host(onRequest), ...key() },
    );
    expect((await errorOf(arrival(held.id, me))).code).toBe('CONFLICT');
  });

  it('opens once the host accepts, and closes again when the booking is cancelled', async () => {
    const me = guest();
    const held = await paid(stay(onRequest.id, 40), me);
    expect((await errorOf(arrival(held.id, me))).code).toBe('CONFLICT');
    await booking.client.call(
      BookingRpc.accept,
      { id: held.id },
      { actor: host(onRequest), ...key() },
    );
    expect(await arrival(held.id, me)).toMatchObject({ address: ADDRESS, ...EXACT });

    const preview = await booking.client.call(
      BookingRpc.cancellationPreview,
      { id: held.id },
      { actor: me },
    );
    await booking.client.call(
      BookingRpc.cancel,
      { id: held.id, expectedRefund: preview.refund.amount },
      { actor: me, ...key() },
    );
    expect((await errorOf(arrival(held.id, me))).code).toBe('CONFLICT');
  });

  it('is nobody else’s: another user, the signed-out, and the listing’s public view', async () => {
    const me = guest();
    const held = await paid(stay(instant.id, 50), me);
    expect((await errorOf(arrival(held.id, guest()))).code).toBe('NOT_FOUND');
    expect((await errorOf(arrival(held.id, { userId: null, roles: [] }))).code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await errorOf(arrival(randomUUID(), me))).code).toBe('NOT_FOUND');

    // The listing service gives the exact place to the system only, not to a guest who asks it.
    expect(
      (await errorOf(booking.client.call(ListingRpc.getArrival, { id: instant.id }, { actor: me })))
        .code,
    ).toBe('FORBIDDEN');
    const anonymous = { userId: null, roles: [] };
    expect(
      (
        await errorOf(
          booking.client.call(ListingRpc.getArrival, { id: instant.id }, { actor: anonymous }),
        )
      ).code,
    ).toBe('UNAUTHENTICATED');
    const publicView = await booking.client.call(
      ListingRpc.getProperty,
      { id: instant.id },
      { actor: me },
    );
    const text = JSON.stringify(publicView);
    expect(text).not.toContain('Caburgua');
    expect(text).not.toContain('4471');
    expect(publicView.location).toBe('Pucón, Araucanía');
    expect(publicView.lat).not.toBe(EXACT.lat);
    expect(publicView.lng).not.toBe(EXACT.lng);
  });
});
