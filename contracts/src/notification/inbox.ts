import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';
import { NotificationType } from './settings.js';

/**
 * What an in-app notification is about: a settings type, or news that has no switch (a host's
 * listing went live: in the app and by email, once).
 */
export const InboxNotificationType = z.enum([
  ...NotificationType.options,
  'listing_published',
  /** An admin warned the user about a message they sent (no switch: it always reaches them). */
  'sender_warned',
  /** An admin unlisted the user's listing, or put it back (decision 0049; no switch). */
  'listing_unlisted',
  'listing_relisted',
  /** A damage claim (decision 0051): opened, a message, its outcome (no switch: a dispute). */
  'claim_opened',
  'claim_message',
  'claim_decided',
]);
export type InboxNotificationType = z.infer<typeof InboxNotificationType>;

/**
 * One in-app notification. `type` and `data` (the facts: a listing's title, a name, an amount)
 * let the app word it in the viewer's current language; `title` and `body` are the words in the
 * recipient's language when it was made, for anything the app cannot word.
 */
export const InboxNotification = z.object({
  id: Uuid,
  type: InboxNotificationType,
  title: z.string(),
  body: z.string(),
  /** The app page it is about (`/bookings/<id>`, `/host/bookings`, …). */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: IsoDateTime,
});
export type InboxNotification = z.infer<typeof InboxNotification>;

export const NotificationFilter = z.enum(['all', 'unread']);
export type NotificationFilter = z.infer<typeof NotificationFilter>;

export const ListNotificationsRequest = z
  .object({
    filter: NotificationFilter.default('all'),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ListNotificationsRequest = z.input<typeof ListNotificationsRequest>;

/** Newest first. */
export const NotificationPage = z.object({
  items: z.array(InboxNotification),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const MarkNotificationReadRequest = z.object({ id: Uuid }).strict();
export const MarkAllNotificationsReadRequest = z.object({}).strict();
/** How many are still unread after the change (the account menu's dot). */
export const MarkReadReply = z.object({ unread: z.number().int().nonnegative() });
export type MarkReadReply = z.infer<typeof MarkReadReply>;
