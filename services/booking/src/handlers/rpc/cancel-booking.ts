import {
  AppError,
  type BookingRpc,
  type CancellationPreview,
  type RefundPolicy,
} from '@arrendo/contracts';
import { inTransaction, type RpcHandler } from '@arrendo/kit';
import { visibleBooking, type Party } from '../../app/access.js';
import { cancelActive } from '../../app/cancel.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { toBooking } from '../../domain/booking-mapper.js';
import { cancellationOutcome, type CancellationOutcome } from '../../domain/cancellation.js';
import type { BookingRow } from '../../repositories/booking.repository.js';
import { BookingRepository } from '../../repositories/booking.repository.js';

type Allowed = Extract<CancellationOutcome, { allowed: true }> & { policy: RefundPolicy };

/** The guest cancels as the guest; the host, and an admin acting for them, as the host. */
function outcomeFor(row: BookingRow, party: Party, now: Date): Allowed {
  // Shown rows always have their snapshot (`visibleBooking` checked it).
  const listing = row.listing;
  if (!listing) throw new Error(`booking ${row.id} has no listing`);
  const outcome = cancellationOutcome({
    status: row.status,
    by: party === 'guest' ? 'guest' : 'host',
    policy: listing.refundPolicy,
    paid: row.paid_clp,
    startsAt: row.starts_at,
    now,
    timeZone: row.time_zone,
  });
  if (!outcome.allowed) throw new AppError('CONFLICT', outcome.message);
  return { ...outcome, policy: listing.refundPolicy };
}

export function cancellationPreviewHandler(
  deps: BookingDeps,
): RpcHandler<typeof BookingRpc.cancellationPreview> {
  return async ({ id }, call): Promise<CancellationPreview> => {
    const repo = new BookingRepository(deps.db);
    const { row, party } = await visibleBooking(repo, id, call.actor, false);
    const outcome = outcomeFor(row, party, deps.now());
    return {
      bookingId: row.id,
      by: outcome.by,
      policy: outcome.policy,
      refundPercent: outcome.refundPercent,
      refund: { amount: outcome.refund, currency: 'CLP' },
      paid: { amount: row.paid_clp, currency: 'CLP' },
      daysBefore: outcome.daysBefore,
      free: outcome.free,
    };
  };
}

/**
 * Cancels with the refund computed again now: when a deadline passed since the preview, the
 * refund differs from `expectedRefund` and nothing changes (CONFLICT), so nobody is charged more
 * than they agreed to. The event carries the refund for the payment service.
 */
export function cancelBookingHandler(deps: BookingDeps) {
  return inTransaction<typeof BookingRpc.cancel, DB>(async ({ id, expectedRefund }, call, trx) => {
    const repo = new BookingRepository(trx);
    const { row, party } = await visibleBooking(repo, id, call.actor, true);
    const outcome = outcomeFor(row, party, deps.now());
    if (outcome.refund !== expectedRefund) {
      throw new AppError(
        'CONFLICT',
        'The refund changed since you looked. Please review it and try again.',
        { reason: 'refund_changed', refund: outcome.refund },
      );
    }
    // The path an admin's cancellation takes too (`app/cancel.ts`).
    const next = await cancelActive(trx, row, {
      by: outcome.by,
      reason: outcome.reason,
      refundPercent: outcome.refundPercent,
      refund: outcome.refund,
    });
    return toBooking(next);
  });
}
