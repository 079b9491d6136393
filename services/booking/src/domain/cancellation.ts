import {
  refundPercent,
  type BookingStatus,
  type CancellationReason,
  type CancelledBy,
  type RefundPolicy,
} from '@arrendo/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from `now` to the booking's start: the elapsed time floored to 24-hour days. A stay
 * starts at check-in day's local midnight (the period's start), so "7 days before check-in" is
 * measured from that midnight, not from the afternoon check-in time: the guest never gets less
 * than the policy promises for a calendar day. Negative once the booking has started.
 */
export function daysBefore(startsAt: Date, now: Date): number {
  return Math.floor((startsAt.getTime() - now.getTime()) / DAY_MS);
}

/** Round half up of `paid × percent / 100`, in integers (CLP has no minor unit). */
export function refundOf(paid: number, percent: number): number {
  return Math.floor((paid * percent + 50) / 100);
}

export interface CancellationInput {
  status: BookingStatus;
  by: Exclude<CancelledBy, 'system'>;
  policy: RefundPolicy;
  /** What the guest paid (or had authorised) so far, minus nothing: refunds are of this. */
  paid: number;
  startsAt: Date;
  now: Date;
}

export type CancellationOutcome =
  | {
      allowed: true;
      by: Exclude<CancelledBy, 'system'>;
      reason: CancellationReason;
      daysBefore: number;
      refundPercent: number;
      refund: number;
      /** The guest pays nothing for cancelling (everything paid comes back). */
      free: boolean;
    }
  | { allowed: false; message: string };

export const ALREADY_CLOSED = 'This booking is no longer active.';
export const ALREADY_STARTED = 'This booking has already started and can no longer be cancelled.';

/**
 * The refund of cancelling now (decision 0013): an unpaid hold and a request not yet accepted
 * are free; a confirmed booking cancelled by its guest refunds the policy's percent of what was
 * paid for the whole days left before the start; a host (or an admin, acting as the host)
 * refunds everything. Nothing can be cancelled once it has started, or once it is closed.
 */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const { status, by, policy, paid, startsAt, now } = input;
  if (status !== 'pending' && status !== 'requested' && status !== 'confirmed') {
    return { allowed: false, message: ALREADY_CLOSED };
  }
  const days = daysBefore(startsAt, now);
  if (startsAt.getTime() <= now.getTime()) return { allowed: false, message: ALREADY_STARTED };
  const percent = by === 'host' || status !== 'confirmed' ? 100 : refundPercent(policy, days);
  const refund = refundOf(paid, percent);
  return {
    allowed: true,
    by,
    reason: by === 'host' ? 'host_cancelled' : 'guest_cancelled',
    daysBefore: days,
    refundPercent: percent,
    refund,
    free: refund === paid,
  };
}
