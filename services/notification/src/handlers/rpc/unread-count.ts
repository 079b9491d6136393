import { AppError } from '@arrendo/contracts';
import type { NotificationRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { NotificationRepository } from '../../repositories/notification.repository.js';

export function unreadCountHandler(
  notifications: NotificationRepository,
): RpcHandler<typeof NotificationRpc.unreadCount> {
  return async (_request, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to see your notifications');
    return { count: await notifications.countUnread(userId) };
  };
}
