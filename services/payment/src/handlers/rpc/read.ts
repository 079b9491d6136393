import { AppError, BookingRpc, type Actor, type PaymentRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { toPayment } from '../../domain/mapper.js';
import { PaymentRepository } from '../../repositories/payment.repository.js';

const NOT_FOUND = 'Payment not found';

function requireSignedIn(actor: Actor): { userId: string | null; isAdmin: boolean } {
  const isAdmin = actor.roles.includes('admin');
  if (!actor.userId && !isAdmin)
    throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return { userId: actor.userId, isAdmin };
}

/** The payer, the listing's host and admins; to anyone else the payment does not exist. */
export function getPaymentHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.get> {
  return async ({ id }, call) => {
    const { userId, isAdmin } = requireSignedIn(call.actor);
    const row = await new PaymentRepository(deps.db).find(id);
    if (!row || (!isAdmin && row.guest_id !== userId && row.host_id !== userId)) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    return toPayment(row);
  };
}

/**
 * Every attempt for a booking, newest first (the order `BookingDetailResponse` promises: the web
 * reads the latest attempt as `payments[0]`), for its guest, its host and admins.
 */
export function listForBookingHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.listForBooking> {
  return async ({ bookingId }, call) => {
    const { userId, isAdmin } = requireSignedIn(call.actor);
    const rows = await new PaymentRepository(deps.db).forBooking(bookingId);
    if (rows.length === 0) {
      // No payment yet: whether the booking is the caller's is the booking service's to say
      // (NOT_FOUND for anyone else, the same answer as an unknown booking).
      await deps.client.call(BookingRpc.get, { id: bookingId }, { actor: call.actor });
    } else if (!isAdmin && rows[0]?.guest_id !== userId && rows[0]?.host_id !== userId) {
      throw new AppError('NOT_FOUND', 'Booking not found');
    }
    return { items: rows.map(toPayment), nextCursor: null };
  };
}

/** The caller's own payments, newest first (keyset on created_at, id). */
export function listForUserHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.listForUser> {
  return async ({ cursor, limit }, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const after = cursor ? decodeTimestampIdCursor(cursor) : undefined;
    const rows = await new PaymentRepository(deps.db).pageForGuest(userId, after, limit);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toPayment),
      nextCursor:
        rows.length > limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursor_created_at, id: last.id })
          : null,
    };
  };
}

export function configHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.config> {
  return async () => deps.providers.config;
}
