import {
  refundPercent,
  type BookingStatus,
  type CancellationReason,
  type CancelledBy,
  type RefundPolicy,
} from '@arrendo/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant on the wall calendar of `timeZone`. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Days from `now` to the booking's start as the policy words them ('cancel 7 days before
 * check-in'): calendar days on the listing's wall calendar, today's local date to the start's
 * local date. A check-in on the 14th is 4 days away all through the 10th, wherever the server
 * or the guest is; counting elapsed 24-hour periods said 3 for most of that day (decision 0031).
 * Zero on the start's own day, negative after it.
 */
export function daysBefore(startsAt: Date, now: Date, timeZone: string): number {
  const from = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  const to = Date.parse(`${localDate(startsAt, timeZone)}T00:00:00Z`);
  return Math.round((to - from) / DAY_MS);
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
  /** The listing's time zone: the policy's days are its calendar days. */
  timeZone: string;
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
 * paid for the calendar days left before the start, in the listing's time zone; a host (or an admin, acting as the host)
 * refunds everything. Nothing can be cancelled once it has started, or once it is closed.
 */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const { status, by, policy, paid, startsAt, now, timeZone } = input;
  if (status !== 'pending' && status !== 'requested' && status !== 'confirmed') {
    return { allowed: false, message: ALREADY_CLOSED };
  }
  const days = daysBefore(startsAt, now, timeZone);
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
