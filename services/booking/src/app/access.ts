import { AppError, type Actor } from '@arrendo/contracts';
import { isShowable } from '../domain/booking-mapper.js';
import type { BookingRepository, BookingRow } from '../repositories/booking.repository.js';

export const BOOKING_NOT_FOUND = 'Booking not found';

/** How the caller stands to a booking: its guest, the listing's host, an admin, or a stranger. */
export type Party = 'guest' | 'host' | 'admin';

export function partyOf(row: BookingRow, actor: Actor): Party | null {
  if (actor.userId && row.guest_id === actor.userId) return 'guest';
  if (actor.userId && row.host_id === actor.userId) return 'host';
  if (actor.roles.includes('admin')) return 'admin';
  return null;
}

export function requireSignedIn(actor: Actor): void {
  if (!actor.userId && !actor.roles.includes('admin')) {
    throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  }
}

/**
 * The booking as the caller may see it (locked when `lock`), or NOT_FOUND: to a stranger a
 * booking does not exist, so a guessed id confirms nothing. The row's own guest and host ids
 * decide, never anything the caller sends.
 */
export async function visibleBooking(
  repo: BookingRepository,
  id: string,
  actor: Actor,
  lock: boolean,
): Promise<{ row: BookingRow; party: Party }> {
  requireSignedIn(actor);
  const row = lock ? await repo.findForUpdate(id) : await repo.find(id);
  if (!row || !isShowable(row)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  const party = partyOf(row, actor);
  if (!party) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return { row, party };
}
