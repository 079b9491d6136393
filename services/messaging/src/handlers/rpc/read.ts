import type { LiveEnvelope, MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId, conversationNotFound } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { ConversationRepository } from '../../repositories/conversation.repository.js';
import { LiveRepository } from '../../repositories/live.repository.js';
import { MessageRepository } from '../../repositories/message.repository.js';

/**
 * Marks every message sent to the caller in the conversation read, and tells both people live
 * (the sender's read receipt; the reader's other tabs clear their unread count).
 */
export function markReadHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.markRead> {
  const conversations = new ConversationRepository(deps.db);
  const messages = new MessageRepository(deps.db);
  const live = new LiveRepository(deps.db);
  return async (request, call) => {
    const readerId = callerId(call.actor);
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const conversation = await conversations.findForParticipant(
        trx,
        request.conversationId,
        readerId,
      );
      if (!conversation) throw conversationNotFound();
      const otherId =
        conversation.guest_id === readerId ? conversation.host_id : conversation.guest_id;
      await live.lockUsers(trx, [readerId, otherId]);
      const readAt = new Date();
      const count = await messages.markRead(trx, conversation.id, readerId, readAt);
      if (count === 0) return { readAt: null, live: [] as LiveEnvelope[] };
      const event = {
        type: 'read' as const,
        conversationId: conversation.id,
        readerId,
        readAt: readAt.toISOString(),
      };
      const envelopes = [
        await live.append(trx, otherId, event),
        await live.append(trx, readerId, event),
      ];
      return { readAt: event.readAt, live: envelopes };
    });
    deps.live.publish(outcome.live);
    return { readAt: outcome.readAt };
  };
}

/** "Typing…" to the other participant: live only, never stored or replayed. */
export function typingHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.typing> {
  const conversations = new ConversationRepository(deps.db);
  return async (request, call) => {
    const userId = callerId(call.actor);
    const conversation = await conversations.findForParticipant(
      deps.db,
      request.conversationId,
      userId,
    );
    if (!conversation) throw conversationNotFound();
    const otherId = conversation.guest_id === userId ? conversation.host_id : conversation.guest_id;
    deps.live.publish([
      {
        userId: otherId,
        seq: null,
        event: { type: 'typing', conversationId: conversation.id, userId },
      },
    ]);
    return { ok: true as const };
  };
}
