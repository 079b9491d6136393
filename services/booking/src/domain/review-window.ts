import {
  REVIEW_WINDOW_DAYS,
  type BookingStatus,
  type ReviewAuthorRole,
  type ReviewWindowState,
} from '@arrendo/contracts';

const DAY_MS = 86_400_000;

/**
 * When a booking can be reviewed: from the instant it ended (`endsAt`, the end of the local
 * period in the listing's zone as the booking stores it) for `REVIEW_WINDOW_DAYS`, half-open
 * `[opensAt, closesAt)`. Only a confirmed booking is a completed stay or session.
 */
export function reviewWindow(
  booking: { status: BookingStatus; endsAt: Date },
  now: Date,
): { state: ReviewWindowState; opensAt: Date; closesAt: Date } {
  const opensAt = booking.endsAt;
  const closesAt = new Date(opensAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
  const at = now.getTime();
  const state: ReviewWindowState =
    booking.status !== 'confirmed'
      ? 'not_reviewable'
      : at < opensAt.getTime()
        ? 'not_yet'
        : at < closesAt.getTime()
          ? 'open'
          : 'closed';
  return { state, opensAt, closesAt };
}

/** Why a party may not write now, as the CONFLICT says it; null when they may. */
export function writeRefusal(state: ReviewWindowState): string | null {
  switch (state) {
    case 'open':
      return null;
    case 'not_reviewable':
      return 'Only a completed stay or session can be reviewed.';
    case 'not_yet':
      return 'You can review once the stay or session has ended.';
    case 'closed':
      return `Reviews can be written for ${REVIEW_WINDOW_DAYS} days after the stay or session; that time has passed.`;
  }
}

/**
 * Double-blind: a booking's reviews publish together once both sides have written, or once the
 * window has closed (then whatever was written publishes alone).
 */
export function shouldPublish(
  written: readonly ReviewAuthorRole[],
  closesAt: Date,
  now: Date,
): boolean {
  if (written.length === 0) return false;
  if (written.includes('guest') && written.includes('host')) return true;
  return now.getTime() >= closesAt.getTime();
}

/**
 * Whether a party may see a review: its author always; the other side (and anyone) only once
 * published.
 */
export function visibleTo(
  review: { authorId: string; publishedAt: Date | null },
  viewerId: string | null,
): boolean {
  return review.publishedAt !== null || (viewerId !== null && review.authorId === viewerId);
}
