import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { MarkReadReply, NotificationFilter, NotificationPage } from '../notification/inbox.js';
import {
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from '../notification/settings.js';

/** `/api/notifications/*` (signed in): the caller's own notifications and switches. */
export { UnreadCountResponse } from './unread-counts.js';

export const NotificationListQuery = z
  .object({
    filter: NotificationFilter.default('all'),
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

// The HTTP answers are exactly the notification service's.
export const NotificationListResponse = NotificationPage;
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const NotificationIdParams = z.object({ id: Uuid }).strict();
export const NotificationsReadResponse = MarkReadReply;
export type NotificationsReadResponse = z.infer<typeof NotificationsReadResponse>;

export const NotificationSettingsResponse = NotificationSettings;
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponse>;
export const UpdateNotificationSettingsBody = UpdateNotificationSettingsRequest;
