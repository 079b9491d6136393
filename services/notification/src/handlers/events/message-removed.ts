import type { Transaction } from 'kysely';
import type { EventEnvelope, MessageRemovedEvent } from '@arrendo/contracts';
import type { DB } from '../../db/types.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';

/**
 * An admin removed a message: the recipient's in-app notification that previews it loses the
 * text (a push already shown cannot be taken back; the digest email asks messaging, which leaves
 * removed messages out). Idempotent: a replay finds nothing left to blank.
 */
export async function handleMessageRemoved(
  event: EventEnvelope<MessageRemovedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  await new NotificationRepository(trx).blankMessagePreview(
    event.data.recipientId,
    event.data.messageId,
  );
}
