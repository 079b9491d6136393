import type { ProjectedBookingStatus } from '../db/types.js';

/**
 * How far along a booking is: events may arrive out of order (a redelivered `requested` after
 * its `confirmed`), and a status never goes back. Every end (cancelled, declined, expired) is
 * final; a confirmation follows a request.
 */
const RANK: Record<ProjectedBookingStatus, number> = {
  pending: 0,
  requested: 1,
  confirmed: 2,
  cancelled: 3,
  declined: 3,
  expired: 3,
};

/** The status a projection keeps when it knows `current` and learns `next`. */
export function laterStatus(
  current: ProjectedBookingStatus,
  next: ProjectedBookingStatus,
): ProjectedBookingStatus {
  return RANK[next] > RANK[current] ? next : current;
}
