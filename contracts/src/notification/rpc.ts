import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { PageCursor } from '../common/cursor.js';
import {
  AdminSupportTicket,
  Feedback,
  FeedbackInput,
  FeedbackReceipt,
  SupportTicket,
  SupportTicketInput,
} from './support.js';
import {
  AdminEmailRequest,
  AdminEmailsReply,
  AdminEmailsRequest,
  EmailLogEntry,
} from './email-log.js';
import { NotificationUserExport, NotificationUserExportRequest } from './export.js';
import { NotificationAdminBooking, NotificationAdminBookingRequest } from './admin-booking.js';
import {
  ListNotificationsRequest,
  MarkAllNotificationsReadRequest,
  MarkNotificationReadRequest,
  MarkReadReply,
  NotificationPage,
} from './inbox.js';
import { NotificationSettings, UpdateNotificationSettingsRequest } from './settings.js';

// In their own module so `export.ts` can use them without importing this file (a cycle).
export { EmailDeliveryStatus, EmailTemplateName, EmailTransportName } from './email.js';

export {
  AdminEmailsReply,
  AdminEmailsRequest,
  AdminEmailRequest,
  AdminEmailSummary,
  EmailLogEntry,
} from './email-log.js';

export const UnreadCountRequest = z.object({}).strict();
export const UnreadCountReply = z.object({ count: z.number().int().nonnegative() });
export type UnreadCountReply = z.infer<typeof UnreadCountReply>;

/** Keyset paging, newest first (admin lists and the writer's own tickets). */
const PageRequest = {
  cursor: PageCursor.optional(),
  limit: z.number().int().min(1).max(100).default(20),
};

export const ListSupportTicketsRequest = z.object(PageRequest).strict();
export type ListSupportTicketsRequest = z.input<typeof ListSupportTicketsRequest>;
export const SupportTicketPage = z.object({
  items: z.array(SupportTicket),
  nextCursor: z.string().nullable(),
});
export type SupportTicketPage = z.infer<typeof SupportTicketPage>;

export const AdminSupportTicketPage = z.object({
  items: z.array(AdminSupportTicket),
  nextCursor: z.string().nullable(),
});
export type AdminSupportTicketPage = z.infer<typeof AdminSupportTicketPage>;

export const ListFeedbackRequest = z.object(PageRequest).strict();
export type ListFeedbackRequest = z.input<typeof ListFeedbackRequest>;
export const FeedbackPage = z.object({
  items: z.array(Feedback),
  nextCursor: z.string().nullable(),
});
export type FeedbackPage = z.infer<typeof FeedbackPage>;

export const NotificationRpc = {
  health: healthRpc('notification'),
  /** The account menu's dot: unread notifications of the acting user. Anonymous → UNAUTHENTICATED. */
  unreadCount: defineRpc(
    'rpc.notification.notification.unreadCount',
    UnreadCountRequest,
    UnreadCountReply,
  ),
  /** The acting user's notifications, newest first, all or unread only. */
  list: defineRpc('rpc.notification.notification.list', ListNotificationsRequest, NotificationPage),
  /** Marks one of the acting user's notifications read; someone else's id is NOT_FOUND. */
  markRead: defineRpc(
    'rpc.notification.notification.markRead',
    MarkNotificationReadRequest,
    MarkReadReply,
  ),
  /** Marks every notification of the acting user read. */
  markAllRead: defineRpc(
    'rpc.notification.notification.markAllRead',
    MarkAllNotificationsReadRequest,
    MarkReadReply,
  ),
  /** The acting user's switches per type and channel, defaults included. */
  settings: defineRpc('rpc.notification.settings.get', z.object({}).strict(), NotificationSettings),
  /** Changes some of the acting user's switches; answers all of them. */
  updateSettings: defineRpc(
    'rpc.notification.settings.update',
    UpdateNotificationSettingsRequest,
    NotificationSettings,
  ),
  /** The email log, newest first, filtered (admins only; FORBIDDEN otherwise). */
  adminEmails: defineRpc('rpc.notification.admin.emails', AdminEmailsRequest, AdminEmailsReply),
  /** One logged email with its rendered bodies (admins only); an unknown id is NOT_FOUND. */
  adminEmail: defineRpc('rpc.notification.admin.email', AdminEmailRequest, EmailLogEntry),
  /** What was sent about one booking: notifications and emails (admins only; decision 0050). */
  adminBooking: defineRpc(
    'rpc.notification.admin.booking',
    NotificationAdminBookingRequest,
    NotificationAdminBooking,
  ),
  /**
   * A signed-in user's contact message: stored with a ticket number, emailed to support and
   * confirmed to the user. Name and address come from identity, never from the request; the
   * idempotency key makes a double submit one ticket. Anonymous → UNAUTHENTICATED.
   */
  createSupportTicket: defineRpc(
    'rpc.notification.support.create',
    SupportTicketInput,
    SupportTicket,
    { idempotent: true },
  ),
  /** The acting user's own tickets, newest first. */
  mySupportTickets: defineRpc(
    'rpc.notification.support.listMine',
    ListSupportTicketsRequest,
    SupportTicketPage,
  ),
  /** Anyone's rating and comment; the actor's address is kept only as a keyed hash. */
  createFeedback: defineRpc('rpc.notification.feedback.create', FeedbackInput, FeedbackReceipt),
  /** Every ticket, newest first (admins only; FORBIDDEN otherwise). */
  adminSupportTickets: defineRpc(
    'rpc.notification.support.list',
    ListSupportTicketsRequest,
    AdminSupportTicketPage,
  ),
  /** Every feedback, newest first (admins only; FORBIDDEN otherwise). */
  adminFeedback: defineRpc('rpc.notification.feedback.list', ListFeedbackRequest, FeedbackPage),
  /** The caller's own data (Ley 21.719 portability): tickets, feedback, emails, notifications. */
  exportUser: defineRpc(
    'rpc.notification.user.export',
    NotificationUserExportRequest,
    NotificationUserExport,
  ),
} as const;
