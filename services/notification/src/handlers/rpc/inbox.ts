import {
  AppError,
  InboxNotificationType,
  type Actor,
  type InboxNotification,
  type NotificationRpc,
} from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import {
  NotificationRepository,
  type NotificationRow,
} from '../../repositories/notification.repository.js';

function userOf(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to see your notifications');
  return actor.userId;
}

/** A row as the app reads it; a type the contract does not know (none today) is left out. */
function toInbox(row: NotificationRow): InboxNotification | null {
  const type = InboxNotificationType.safeParse(row.type);
  if (!type.success) return null;
  return {
    id: row.id,
    type: type.data,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    read: row.status === 'read',
    createdAt: row.created_at.toISOString(),
  };
}

export function listNotificationsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.list> {
  const notifications = new NotificationRepository(deps.db);
  return async (request, call) => {
    const userId = userOf(call.actor);
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const page = await notifications.list({
      userId,
      filter: request.filter,
      limit: request.limit,
      after,
    });
    return {
      items: page.rows.map(toInbox).filter((n): n is InboxNotification => n !== null),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}

/** Only the caller's own: any other id, theirs to see or not, is NOT_FOUND. Again: no change. */
export function markReadHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.markRead> {
  const notifications = new NotificationRepository(deps.db);
  return async (request, call) => {
    const userId = userOf(call.actor);
    if (!(await notifications.markRead(userId, request.id))) {
      throw new AppError('NOT_FOUND', 'Notification not found');
    }
    return { unread: await notifications.countUnread(userId) };
  };
}

export function markAllReadHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.markAllRead> {
  const notifications = new NotificationRepository(deps.db);
  return async (_request, call) => {
    const userId = userOf(call.actor);
    await notifications.markAllRead(userId);
    return { unread: await notifications.countUnread(userId) };
  };
}
