import { AppError, type MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId, requireSystem } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { messageView, previewOf } from '../../app/views.js';
import { ConversationRepository } from '../../repositories/conversation.repository.js';
import { MessageRepository } from '../../repositories/message.repository.js';

/** Messages sent to the caller that they have not read, across conversations (the tab's dot). */
export function unreadCountHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.unreadCount> {
  const messages = new MessageRepository(deps.db);
  return async (_request, call) => ({ count: await messages.unreadTotal(callerId(call.actor)) });
}

/**
 * The notification service's 10-minute email: what of the conversation the recipient has not
 * read yet, as they may see it. The system only.
 */
export function unreadDigestHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.unreadDigest> {
  const conversations = new ConversationRepository(deps.db);
  const messages = new MessageRepository(deps.db);
  return async (request, call) => {
    requireSystem(call.actor);
    const conversation = await conversations.findForParticipant(
      deps.db,
      request.conversationId,
      request.recipientId,
    );
    if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
    const senderFirstName =
      conversation.guest_id === request.recipientId
        ? conversation.host_first_name
        : conversation.guest_first_name;
    const unread = await messages.unreadIn(conversation.id, request.recipientId);
    return {
      conversationId: conversation.id,
      listingTitle: conversation.listing_title,
      senderFirstName,
      // A message an admin removed is not emailed: its text is gone for everyone.
      messages: unread
        .filter((row) => row.removed_at === null)
        .map((row) => {
          const seen = messageView(row, [], request.recipientId, conversation.confirmed);
          return { id: row.id, preview: previewOf(seen.body), sentAt: seen.createdAt };
        }),
    };
  };
}
