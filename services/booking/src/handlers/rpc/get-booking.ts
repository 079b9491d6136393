import { AppError, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { BookingRepository } from '../../repositories/booking.repository.js';

const NOT_FOUND = 'Booking not found';

/**
 * The guest, the listing's host and admins see a booking; to anyone else it does not exist
 * (NOT_FOUND, not FORBIDDEN: a guessed id must not confirm that a booking is there).
 */
export function getBookingHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.get> {
  return async ({ id }, call) => {
    const userId = call.actor.userId;
    const isAdmin = call.actor.roles.includes('admin');
    if (!userId && !isAdmin) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const row = await new BookingRepository(deps.db).find(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!isAdmin && row.guest_id !== userId && row.host_id !== userId) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    return toBooking(row);
  };
}
