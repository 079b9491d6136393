import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import {
  AdminBookingFilterFields,
  AdminCancelReason,
  AdminRefundChoice,
  refineStartRange,
} from '../booking/admin.js';
import { Booking } from '../booking/model.js';

/**
 * `/api/admin/bookings*` (admins; decision 0050).
 *
 * | route | in | answer |
 * |---|---|---|
 * | GET /api/admin/bookings | `AdminBookingsQuery` | `AdminBookingsResponse`, newest held first |
 * | GET /api/admin/bookings/:id | | `AdminBookingDetail` (guest and host from identity) |
 * | GET /api/admin/bookings/:id/timeline | | `AdminBookingTimeline`, oldest first |
 * | GET /api/admin/bookings/:id/cancellation | | `AdminCancellationQuote` |
 * | POST /api/admin/bookings/:id/cancel | `AdminCancelBookingBody` | `Booking` |
 */
export const AdminBookingsQuery = z
  .object({
    ...AdminBookingFilterFields,
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict()
  .superRefine(refineStartRange);
export type AdminBookingsQuery = z.input<typeof AdminBookingsQuery>;

export const AdminBookingsResponse = z.object({
  items: z.array(Booking),
  nextCursor: z.string().nullable(),
});
export type AdminBookingsResponse = z.infer<typeof AdminBookingsResponse>;

export const AdminBookingIdParams = z.object({ id: Uuid }).strict();

/** A side of the booking as admins see them; null once the account is gone. */
export const AdminBookingPerson = z.object({
  id: Uuid,
  fullName: z.string(),
  email: z.string(),
});
export type AdminBookingPerson = z.infer<typeof AdminBookingPerson>;

export const AdminBookingDetail = z.object({
  booking: Booking,
  guest: AdminBookingPerson.nullable(),
  host: AdminBookingPerson.nullable(),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetail>;

export const TimelineSource = z.enum(['booking', 'payment', 'notification']);
export type TimelineSource = z.infer<typeof TimelineSource>;

/**
 * One thing that happened, from the service that knows it. `kind` is `<source>.<what>`
 * (`booking.confirmed`, `payment.webhook`, `notification.email`); `fields` are its few facts
 * (amounts in CLP as integers, statuses, ids), named as the page shows them.
 */
export const AdminTimelineEntry = z.object({
  at: IsoDateTime,
  source: TimelineSource,
  kind: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type AdminTimelineEntry = z.infer<typeof AdminTimelineEntry>;

export const AdminBookingTimeline = z.object({
  bookingId: Uuid,
  /** Oldest first; at the same instant, booking before payment before notification. */
  entries: z.array(AdminTimelineEntry),
  /** Services that did not answer: their entries are missing (the page says so). */
  missing: z.array(TimelineSource),
});
export type AdminBookingTimeline = z.infer<typeof AdminBookingTimeline>;

export const AdminCancelBookingBody = z
  .object({
    refund: AdminRefundChoice,
    expectedRefund: z.number().int().nonnegative(),
    reason: AdminCancelReason,
  })
  .strict();
export type AdminCancelBookingBody = z.input<typeof AdminCancelBookingBody>;
