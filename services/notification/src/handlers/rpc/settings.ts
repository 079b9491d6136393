import { AppError, type NotificationRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { NotificationSettingsRepository } from '../../repositories/notification-settings.repository.js';
import { allSettings } from '../../settings/defaults.js';

function userOf(userId: string | null): string {
  if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to change your notifications');
  return userId;
}

/** The caller's own switches, defaults filled in. */
export function settingsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.settings> {
  const settings = new NotificationSettingsRepository(deps.db);
  return async (_request, call) => {
    const userId = userOf(call.actor.userId);
    return { settings: allSettings(await settings.switchesOf(userId)) };
  };
}

/** Sets the given switches of the caller (a retry sets the same values: no duplicate, no drift). */
export function updateSettingsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.updateSettings> {
  const settings = new NotificationSettingsRepository(deps.db);
  return async (request, call) => {
    const userId = userOf(call.actor.userId);
    await settings.save(userId, request.settings);
    return { settings: allSettings(await settings.switchesOf(userId)) };
  };
}
