import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { AdminEmailSummary } from './email-log.js';

/**
 * What was sent about one booking, for its admin timeline (decision 0050). Notifications carry
 * the booking id in their data (booking and payment notifications alike); emails are found by
 * their job id, which names the booking (booking emails) or the payment (refund emails: the
 * caller passes the booking's payment ids, from the payment service). Admins only.
 */
export const NotificationAdminBookingRequest = z
  .object({ bookingId: Uuid, paymentIds: z.array(Uuid).max(20).default([]) })
  .strict();
export type NotificationAdminBookingRequest = z.input<typeof NotificationAdminBookingRequest>;

export const AdminBookingNotification = z.object({
  id: Uuid,
  userId: Uuid,
  type: z.string(),
  title: z.string(),
  createdAt: IsoDateTime,
});
export type AdminBookingNotification = z.infer<typeof AdminBookingNotification>;

export const NotificationAdminBooking = z.object({
  bookingId: Uuid,
  notifications: z.array(AdminBookingNotification),
  emails: z.array(AdminEmailSummary),
});
export type NotificationAdminBooking = z.infer<typeof NotificationAdminBooking>;
