import { z } from 'zod';
import { Uuid } from '../common/ids.js';

/**
 * `rpc.booking.admin.doubleBookings` (admins and the system; decision 0052): the booking service
 * checks its own tables for live reservations (a pending hold not yet lapsed, or confirmed) of
 * the given listings that overlap another live one. The exclusion constraint should make this
 * impossible; the stress tests ask it after every booking run, so a regression is seen.
 */
export const DoubleBookingsRequest = z
  .object({ propertyIds: z.array(Uuid).min(1).max(500) })
  .strict();
export type DoubleBookingsRequest = z.input<typeof DoubleBookingsRequest>;

export const DoubleBookingsReply = z.object({
  listingsChecked: z.number().int().nonnegative(),
  /** Live reservations of those listings (every one of them, overlapping or not). */
  liveReservations: z.number().int().nonnegative(),
  /** Each pair of live reservations of one listing whose periods overlap (empty when sound). */
  overlaps: z.array(z.object({ propertyId: Uuid, bookingIds: z.tuple([Uuid, Uuid]) })),
});
export type DoubleBookingsReply = z.infer<typeof DoubleBookingsReply>;
