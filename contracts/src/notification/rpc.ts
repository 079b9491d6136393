import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';

export const EmailTemplateName = z.enum([
  'verification-code',
  'password-reset-code',
  'welcome',
  /** To the host: a guest asks to book; 24 hours to answer. */
  'booking-request',
  /** To the guest: paid and confirmed (instant book). */
  'booking-confirmed',
  /** To the host: a confirmed booking of their listing. */
  'booking-new',
  /** To the guest: the host accepted the request. */
  'booking-accepted',
  /** To either party: cancelled, declined, expired or lost, with the refund. */
  'booking-cancelled',
]);
export type EmailTemplateName = z.infer<typeof EmailTemplateName>;

/** `log` is the embedded default (no SMTP configured): the email lives only in the email log. */
export const EmailTransportName = z.enum(['smtp', 'log']);
export type EmailTransportName = z.infer<typeof EmailTransportName>;

/** `skipped`: the job was dropped without sending (e.g. the code had already expired). */
export const EmailDeliveryStatus = z.enum(['pending', 'sent', 'failed', 'skipped']);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatus>;

export const EmailLogEntry = z.object({
  id: Uuid,
  jobId: z.string(),
  to: z.string(),
  subject: z.string(),
  template: EmailTemplateName,
  locale: Locale,
  /**
   * The rendered body. Codes are readable only for the `log` transport (where reading them is the
   * point); emails really sent over SMTP are stored with the code masked.
   */
  text: z.string(),
  html: z.string(),
  transport: EmailTransportName,
  status: EmailDeliveryStatus,
  error: z.string().nullable(),
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
});
export type EmailLogEntry = z.infer<typeof EmailLogEntry>;

export const UnreadCountRequest = z.object({}).strict();
export const UnreadCountReply = z.object({ count: z.number().int().nonnegative() });
export type UnreadCountReply = z.infer<typeof UnreadCountReply>;

export const AdminEmailsRequest = z
  .object({
    /** Opaque keyset cursor from a previous page (newest first). */
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();
export type AdminEmailsRequest = z.input<typeof AdminEmailsRequest>;

export const AdminEmailsReply = z.object({
  items: z.array(EmailLogEntry),
  nextCursor: z.string().nullable(),
});
export type AdminEmailsReply = z.infer<typeof AdminEmailsReply>;

export const NotificationRpc = {
  health: healthRpc('notification'),
  /** The account menu's dot: unread notifications of the acting user. Anonymous → UNAUTHENTICATED. */
  unreadCount: defineRpc(
    'rpc.notification.notification.unreadCount',
    UnreadCountRequest,
    UnreadCountReply,
  ),
  /** The email log, newest first (admins only; FORBIDDEN otherwise). */
  adminEmails: defineRpc('rpc.notification.admin.emails', AdminEmailsRequest, AdminEmailsReply),
} as const;
