import {
  CLAIM_LIMITS,
  CLAIM_WINDOW_DAYS,
  type BookingPaymentState,
  type BookingStatus,
  type ClaimAudience,
  type ClaimStatus,
  type ClaimViewerRole,
  type ClaimWindowState,
} from '@arrendo/contracts';

/**
 * Money the guest has paid and not had back in full: a claim is about damage to a stay that was
 * bought. A refund under way (`refund_pending`) or done in full ends that.
 */
const PAID_STATES: ReadonlySet<BookingPaymentState> = new Set(['paid', 'partially_refunded']);

export interface ClaimableBooking {
  status: BookingStatus;
  paymentState: BookingPaymentState;
  /** The end of the stay or session (check-out in the listing's zone). */
  endsAt: Date;
  /** `CLAIM_WINDOW_DAYS` local days after `endsAt`, in the listing's zone (the repository's SQL). */
  closesAt: Date;
}

/** Where a booking stands for claims now; the window is half-open `[endsAt, closesAt)`. */
export function claimWindowState(booking: ClaimableBooking, now: Date): ClaimWindowState {
  if (booking.status !== 'confirmed' || !PAID_STATES.has(booking.paymentState)) {
    return 'not_claimable';
  }
  const at = now.getTime();
  if (at < booking.endsAt.getTime()) return 'not_yet';
  return at < booking.closesAt.getTime() ? 'open' : 'closed';
}

/** Why a host may not open a claim now, as the CONFLICT says it; null when they may. */
export function openRefusal(state: ClaimWindowState): string | null {
  switch (state) {
    case 'open':
      return null;
    case 'not_claimable':
      return 'Only a paid, confirmed stay or session can have a damage claim.';
    case 'not_yet':
      return 'You can open a damage claim once the stay or session has ended.';
    case 'closed':
      return `Damage claims can be opened for ${CLAIM_WINDOW_DAYS} days after check-out; that time has passed.`;
  }
}

/**
 * The most a host may claim on a booking: its total × `maxTotalMultiple`, never above the
 * ledger's ceiling for a claim line. Zero without a total (nothing was bought).
 */
export function maxClaimAmount(totalClp: number | null): number {
  if (totalClp === null || totalClp <= 0) return 0;
  return Math.min(totalClp * CLAIM_LIMITS.maxTotalMultiple, CLAIM_LIMITS.maxAmount);
}

/** Whether a viewer reads a message: admins all; a side what is for them or for both. */
export function readsMessage(role: ClaimViewerRole, audience: ClaimAudience): boolean {
  return role === 'admin' || audience === 'both' || audience === role;
}

/** Whether anyone may write on the claim now: open, and under the cap of messages. */
export function acceptsMessages(status: ClaimStatus, messageCount: number): boolean {
  return status === 'open' && messageCount < CLAIM_LIMITS.maxMessages;
}

/**
 * A decision sent again: the same one answers the claim as it stands; anything else on a claim
 * that is no longer open is refused. `null`: the claim is open, go ahead.
 */
export function repeatedDecision(
  claim: { status: ClaimStatus; approvedClp: number | null; note: string | null },
  wanted: { status: Exclude<ClaimStatus, 'open'>; approvedClp?: number; note?: string | null },
): 'same' | 'conflict' | null {
  if (claim.status === 'open') return null;
  if (claim.status !== wanted.status) return 'conflict';
  if (wanted.status === 'approved' && claim.approvedClp !== wanted.approvedClp) return 'conflict';
  if (wanted.note !== undefined && (wanted.note ?? null) !== claim.note) return 'conflict';
  return 'same';
}
