import type { Transaction } from 'kysely';
import type { EventEnvelope, UserDeletedEvent } from '@arrendo/contracts';
import type { DB } from '../../db/types.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';
import { NotificationSettingsRepository } from '../../repositories/notification-settings.repository.js';
import { forgetPushDevices } from '../../push/forget.js';

/** A deleted account keeps no notifications, switches or devices here. */
export async function handleUserDeleted(
  event: EventEnvelope<UserDeletedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  await new NotificationRepository(trx).deleteForUser(event.data.userId);
  await new NotificationSettingsRepository(trx).deleteForUser(event.data.userId);
  await forgetPushDevices(trx, event.data.userId);
}
