import { AppError, ListingRpc, SYSTEM_ACTOR, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { visibleBooking } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { BookingRepository } from '../../repositories/booking.repository.js';

/**
 * The guest, the listing's host and admins see a booking; to anyone else it does not exist
 * (NOT_FOUND, not FORBIDDEN: a guessed id must not confirm that a booking is there).
 */
export function getBookingHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.get> {
  return async ({ id }, call) => {
    const { row } = await visibleBooking(new BookingRepository(deps.db), id, call.actor, false);
    return toBooking(row);
  };
}

/** `rpc.booking.booking.sharedWith`: asked about the caller only, so it tells nobody else's. */
export function sharedWithHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.sharedWith> {
  return async ({ userId }, call) => {
    const me = call.actor.userId;
    if (!me || me === userId) return { shared: false };
    return { shared: await new BookingRepository(deps.db).shareBooking(me, userId) };
  };
}

/** What a party of a booking not (or no longer) confirmed is told when asking for its address. */
export const ARRIVAL_NOT_YET = 'The exact address is shared once the booking is confirmed.';

/**
 * `rpc.booking.booking.arrival` (decision 0028): the booking service owns the status, so the rule
 * "the exact place once confirmed, never before" lives here; the listing service, which owns the
 * address, answers only the system. A stranger gets the NOT_FOUND of `get`; a party of a booking
 * in any other status (pending, requested, declined, cancelled, expired) gets CONFLICT.
 */
export function arrivalHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.arrival> {
  return async ({ id }, call) => {
    const { row } = await visibleBooking(new BookingRepository(deps.db), id, call.actor, false);
    if (row.status !== 'confirmed') throw new AppError('CONFLICT', ARRIVAL_NOT_YET);
    const place = await deps.client.call(
      ListingRpc.getArrival,
      { id: row.property_id },
      { actor: SYSTEM_ACTOR },
    );
    return {
      bookingId: row.id,
      location: place.location,
      address: place.address,
      lat: place.lat,
      lng: place.lng,
      instructions: place.hostInstructions,
    };
  };
}
