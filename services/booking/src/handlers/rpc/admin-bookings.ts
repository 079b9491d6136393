import {
  AppError,
  type Actor,
  type AdminCancellationQuote,
  type BookingRpc,
} from '@arrendo/contracts';
import {
  decodeTimestampIdCursor,
  encodeTimestampIdCursor,
  inTransaction,
  recordAdminAction,
  type RpcHandler,
} from '@arrendo/kit';
import { BOOKING_NOT_FOUND } from '../../app/access.js';
import { historyOf } from '../../app/admin-history.js';
import { cancelActive } from '../../app/cancel.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { adminRefundOf, percentOf } from '../../domain/admin-refund.js';
import { isShowable, toBooking } from '../../domain/booking-mapper.js';
import { cancellationOutcome } from '../../domain/cancellation.js';
import { AdminBookingRepository } from '../../repositories/admin-booking.repository.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';

/** Admins only, from the actor the RPC carries (the BFF checked it too; decision 0050). */
function requireAdmin(actor: Actor): void {
  if (actor.roles.includes('admin')) return;
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in as an administrator');
  throw new AppError('FORBIDDEN', 'Only administrators can manage bookings.');
}

function bookingOrNotFound(row: BookingRow | undefined): BookingRow {
  if (!row || !isShowable(row)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return row;
}

/**
 * What the guest would get cancelling now (the policy's refund) and whether anything may be
 * cancelled at all: the state rules are the guest's and host's (`cancellationOutcome`), so an
 * admin cannot cancel what has started or closed either.
 */
function quoteOf(row: BookingRow, now: Date): AdminCancellationQuote {
  const listing = row.listing;
  if (!listing) throw new Error(`booking ${row.id} has no listing`);
  const outcome = cancellationOutcome({
    status: row.status,
    by: 'guest',
    policy: listing.refundPolicy,
    paid: row.paid_clp,
    startsAt: row.starts_at,
    now,
    timeZone: row.time_zone,
  });
  const paid = { amount: row.paid_clp, currency: 'CLP' as const };
  if (!outcome.allowed) {
    return {
      bookingId: row.id,
      cancellable: false,
      message: outcome.message,
      paid,
      policy: listing.refundPolicy,
      policyPercent: 0,
      policyRefund: { amount: 0, currency: 'CLP' },
      daysBefore: 0,
    };
  }
  return {
    bookingId: row.id,
    cancellable: true,
    message: null,
    paid,
    policy: listing.refundPolicy,
    policyPercent: outcome.refundPercent,
    policyRefund: { amount: outcome.refund, currency: 'CLP' },
    daysBefore: outcome.daysBefore,
  };
}

/** `rpc.booking.admin.search`: every booking, filtered, newest held first. */
export function adminSearchHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.adminSearch> {
  return async (request, call) => {
    requireAdmin(call.actor);
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const rows = await new AdminBookingRepository(deps.db).search(
      {
        idPrefix: request.q?.toLowerCase(),
        guestId: request.guestId,
        hostId: request.hostId,
        propertyId: request.propertyId,
        status: request.status,
        startFrom: request.startFrom,
        startTo: request.startTo,
      },
      after,
      request.limit,
    );
    const page = rows.slice(0, request.limit);
    const last = page.at(-1);
    return {
      items: page.map(toBooking),
      nextCursor:
        rows.length > request.limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursor_at, id: last.id })
          : null,
    };
  };
}

/** `rpc.booking.admin.get`: one booking in any status. */
export function adminGetHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.adminGet> {
  return async ({ id }, call) => {
    requireAdmin(call.actor);
    return toBooking(bookingOrNotFound(await new BookingRepository(deps.db).find(id)));
  };
}

/** `rpc.booking.admin.history`: the booking's steps as its row keeps them. */
export function adminHistoryHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.adminHistory> {
  return async ({ id }, call) => {
    requireAdmin(call.actor);
    const row = bookingOrNotFound(await new BookingRepository(deps.db).find(id));
    const note = await new AdminBookingRepository(deps.db).cancellationOf(id);
    return { bookingId: id, entries: historyOf(row, note) };
  };
}

/** `rpc.booking.admin.cancellationQuote`: what each refund choice gives back now. */
export function adminCancellationQuoteHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.adminCancellationQuote> {
  return async ({ id }, call) => {
    requireAdmin(call.actor);
    const row = bookingOrNotFound(await new BookingRepository(deps.db).find(id));
    return quoteOf(row, deps.now());
  };
}

/**
 * `rpc.booking.admin.cancel`: the row locked, the guest's and host's state rules applied, the
 * chosen refund computed again (CONFLICT when it differs from what the admin saw), then the one
 * cancellation path (`cancelActive`: calendar freed, refund and news announced), the admin's
 * note and the audit entry, all in one transaction. A replay with the same key returns the first
 * answer (the kit's idempotency); a new attempt on a closed booking is CONFLICT: it refunds once.
 */
export function adminCancelHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.adminCancel, DB>(async (request, call, trx) => {
    requireAdmin(call.actor);
    const actorId = call.actor.userId;
    if (!actorId) throw new AppError('FORBIDDEN', 'An admin cancellation needs the admin.');
    const row = bookingOrNotFound(await new BookingRepository(trx).findForUpdate(request.id));
    const quote = quoteOf(row, deps.now());
    if (!quote.cancellable) throw new AppError('CONFLICT', quote.message ?? 'Not cancellable');
    const refund = adminRefundOf(request.refund, {
      paid: row.paid_clp,
      refund: quote.policyRefund.amount,
    });
    if (refund !== request.expectedRefund) {
      throw new AppError(
        'CONFLICT',
        'The refund changed since you looked. Please review it and try again.',
        { reason: 'refund_changed', refund },
      );
    }
    const next = await cancelActive(trx, row, {
      by: 'system',
      reason: 'admin_cancelled',
      refundPercent: percentOf(refund, row.paid_clp, request.refund.kind),
      refund,
    });
    await new AdminBookingRepository(trx).recordCancellation({
      booking_id: row.id,
      actor_id: actorId,
      refund_kind: request.refund.kind,
      refund_clp: refund,
      reason: request.reason,
    });
    await recordAdminAction(trx, 'booking', {
      actor: call.actor,
      action: 'booking.booking.cancel',
      target: { type: 'booking', id: row.id },
      before: { status: row.status, paid: row.paid_clp },
      after: { status: next.status, refundKind: request.refund.kind, refund },
      reason: request.reason,
    });
    call.logger.info(
      { bookingId: row.id, refund, kind: request.refund.kind, by: actorId },
      'booking cancelled by an admin',
    );
    return toBooking(next);
  });
}
