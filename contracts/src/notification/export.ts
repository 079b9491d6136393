import { z } from 'zod';
import { IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { EmailDeliveryStatus, EmailTemplateName } from './email.js';
import { FeedbackRating, SupportTicket } from './support.js';

/**
 * Ley 21.719 (portability): what the notification service keeps about one person, for the single
 * JSON file the BFF assembles from every service. Always the caller's own data
 * (`call.actor.userId`).
 */

/** A contact message they wrote, with the name and address it was answered to. */
export const NotificationExportTicket = SupportTicket.extend({
  /** Their name and address as identity had them when they wrote. */
  name: z.string(),
  email: z.string(),
  locale: Locale,
});
export type NotificationExportTicket = z.infer<typeof NotificationExportTicket>;

/** Feedback they sent signed in (signed-out feedback carries no user and cannot be theirs). */
export const NotificationExportFeedback = z.object({
  id: Uuid,
  rating: FeedbackRating,
  message: z.string(),
  page: z.string().nullable(),
  locale: Locale,
  createdAt: IsoDateTime,
});
export type NotificationExportFeedback = z.infer<typeof NotificationExportFeedback>;

/**
 * An email sent (or meant) to them, from the email log. One-time codes are masked as the log
 * masks them for mail really sent; the HTML rendering is left out (the text says the same).
 */
export const NotificationExportEmail = z.object({
  id: Uuid,
  to: z.string(),
  template: EmailTemplateName,
  subject: z.string(),
  locale: Locale,
  text: z.string(),
  status: EmailDeliveryStatus,
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
});
export type NotificationExportEmail = z.infer<typeof NotificationExportEmail>;

/** An in-app notification (the account menu's list). */
export const NotificationExportInApp = z.object({
  id: Uuid,
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where it leads in the app. */
  link: z.string().nullable(),
  status: z.enum(['unread', 'read']),
  /** Its facts (booking id, reason, refund), kept so it can be worded again. */
  data: z.record(z.string(), z.unknown()),
  createdAt: IsoDateTime,
});
export type NotificationExportInApp = z.infer<typeof NotificationExportInApp>;

export const NotificationUserExport = z.object({
  service: z.literal('notification'),
  userId: Uuid,
  exportedAt: IsoDateTime,
  /** Oldest first, like every list below. */
  supportTickets: z.array(NotificationExportTicket),
  feedback: z.array(NotificationExportFeedback),
  emails: z.array(NotificationExportEmail),
  notifications: z.array(NotificationExportInApp),
});
export type NotificationUserExport = z.infer<typeof NotificationUserExport>;

/** The person is the caller, never a field: the request carries nothing. */
export const NotificationUserExportRequest = z.object({}).strict();
