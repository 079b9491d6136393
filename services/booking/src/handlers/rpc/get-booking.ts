import type { BookingRpc } from '@arrendo/contracts';
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
