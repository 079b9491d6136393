import type { Transaction } from 'kysely';
import type { EventEnvelope, UserDeletedEvent } from '@arrendo/contracts';
import type { DB } from '../../db/types.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';

/** A deleted account keeps no notifications here. */
export async function handleUserDeleted(
  event: EventEnvelope<UserDeletedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  await new NotificationRepository(trx).deleteForUser(event.data.userId);
}
