import { AppError, type BookingRpc } from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import { visibleBooking } from '../../app/access.js';
import { announceConfirmed } from '../../app/announce.js';
import type { BookingDeps } from '../../app/deps.js';
import { closeRequest } from '../../app/lifecycle.js';
import type { DB } from '../../db/types.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';

const ONLY_HOST = 'Only the host can answer this request.';
const NOT_A_REQUEST = 'This booking is not waiting for an answer.';
const REQUEST_LAPSED = 'This request has expired; the guest has been refunded.';

/**
 * The host's answer to a request (or an admin's, acting as the host): only while `requested`
 * and before the time to answer ends. The row's `host_id` decides who the host is.
 */
async function requestToAnswer(
  repo: BookingRepository,
  id: string,
  actor: Parameters<typeof visibleBooking>[2],
  now: Date,
): Promise<BookingRow> {
  const { row, party } = await visibleBooking(repo, id, actor, true);
  if (party === 'guest') throw new AppError('FORBIDDEN', ONLY_HOST);
  // Lapsed but not declined yet (the job or the sweep is on its way): too late to answer.
  if (row.status === 'requested' && row.expires_at && row.expires_at <= now) {
    throw new AppError('CONFLICT', REQUEST_LAPSED);
  }
  return row;
}

/** `requested` → `confirmed`; the event tells payment to capture. Accepting twice is harmless. */
export function acceptBookingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.accept, DB>(async ({ id }, call, trx) => {
    const repo = new BookingRepository(trx);
    const row = await requestToAnswer(repo, id, call.actor, deps.now());
    if (row.status === 'confirmed' && row.confirmed_at) return toBooking(row);
    if (row.status !== 'requested') throw new AppError('CONFLICT', NOT_A_REQUEST);
    const next = await repo.transition(row.id, ['requested'], {
      status: 'confirmed',
      expiresInHours: null,
      confirm: true,
    });
    if (!next) throw new AppError('CONFLICT', NOT_A_REQUEST);
    await announceConfirmed(trx, next, true);
    return toBooking(next);
  });
}

/** `requested` → `declined` with everything paid refunded. Declining twice is harmless. */
export function declineBookingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.decline, DB>(async ({ id }, call, trx) => {
    const repo = new BookingRepository(trx);
    const row = await requestToAnswer(repo, id, call.actor, deps.now());
    if (row.status === 'declined' && row.cancel_reason === 'host_declined') return toBooking(row);
    if (row.status !== 'requested') throw new AppError('CONFLICT', NOT_A_REQUEST);
    const next = await closeRequest(trx, row, 'host', 'host_declined');
    if (!next) throw new AppError('CONFLICT', NOT_A_REQUEST);
    return toBooking(next);
  });
}
