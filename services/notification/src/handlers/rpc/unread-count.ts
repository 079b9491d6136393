import { AppError } from '@arrendo/contracts';
import type { NotificationRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';

export function unreadCountHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.unreadCount> {
  const notifications = new NotificationRepository(deps.db);
  return async (_request, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to see your notifications');
    return { count: await notifications.countUnread(userId) };
  };
}
