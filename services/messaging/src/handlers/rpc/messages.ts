import {
  AppError,
  MessagingEvents,
  type LiveEnvelope,
  type Message,
  type MessagingRpc,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import {
  decodeTimestampIdCursor,
  encodeTimestampIdCursor,
  enqueueEvent,
  type RpcHandler,
} from '@arrendo/kit';
import type { Transaction } from 'kysely';
import { callerId, conversationNotFound } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { messageView, previewOf } from '../../app/views.js';
import type { DB } from '../../db/types.js';
import { ConversationRepository } from '../../repositories/conversation.repository.js';
import { LiveRepository } from '../../repositories/live.repository.js';
import { MessageRepository, type MessageRow } from '../../repositories/message.repository.js';
import { PhotoRepository } from '../../repositories/photo.repository.js';

type SendRequest = RpcParsedRequestOf<typeof MessagingRpc.send>;

export function listMessagesHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.listMessages> {
  const conversations = new ConversationRepository(deps.db);
  const messages = new MessageRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  return async (request, call) => {
    const userId = callerId(call.actor);
    const conversation = await conversations.findForParticipant(
      deps.db,
      request.conversationId,
      userId,
    );
    if (!conversation) throw conversationNotFound();
    const before = request.before ? decodeTimestampIdCursor(request.before) : undefined;
    const rows = await messages.page(request.conversationId, before, request.limit);
    const byMessage = await photos.forMessages(
      deps.db,
      rows.map((r) => r.id),
    );
    const last = rows.at(-1);
    return {
      items: rows.map((row) =>
        messageView(row, byMessage.get(row.id) ?? [], userId, conversation.confirmed),
      ),
      nextCursor:
        last && rows.length === request.limit
          ? encodeTimestampIdCursor({ createdAt: last.cursor_created_at, id: last.id })
          : null,
    };
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

interface Sent {
  message: Message;
  created: boolean;
  live: LiveEnvelope[];
}

/**
 * Stores a message once per (sender, clientId): a retry answers the stored one, the same id
 * with anything else is a conflict. The message, its live events (one per participant, each as
 * that person sees it) and its outbox event commit together; the live events are published
 * after the commit.
 */
export function sendMessageHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.send> {
  const conversations = new ConversationRepository(deps.db);
  const messages = new MessageRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  const live = new LiveRepository(deps.db);

  async function replay(
    trx: Transaction<DB>,
    existing: MessageRow,
    request: SendRequest,
    senderId: string,
    confirmed: boolean,
  ): Promise<Sent> {
    const photoIds = await photos.idsOf(trx, existing.id);
    if (
      existing.conversation_id !== request.conversationId ||
      existing.body !== request.body ||
      !sameIds(photoIds, request.photoIds)
    ) {
      throw new AppError('CONFLICT', 'This message id was already used for a different message.', {
        reason: 'client_id_reused',
        fields: [{ path: 'clientId', message: 'Already used' }],
      });
    }
    const attached = await photos.forMessages(trx, [existing.id]);
    const message = messageView(existing, attached.get(existing.id) ?? [], senderId, confirmed);
    return { message, created: false, live: [] };
  }

  return async (request, call) => {
    const senderId = callerId(call.actor);
    const sent = await deps.db.transaction().execute(async (trx): Promise<Sent> => {
      const conversation = await conversations.findForParticipant(
        trx,
        request.conversationId,
        senderId,
      );
      if (!conversation) throw conversationNotFound();
      const recipientId =
        conversation.guest_id === senderId ? conversation.host_id : conversation.guest_id;
      // Both people's live locks: this sender's sends (and retries) run one at a time.
      await live.lockUsers(trx, [senderId, recipientId]);
      const existing = await messages.findByClientId(trx, senderId, request.clientId);
      if (existing) return replay(trx, existing, request, senderId, conversation.confirmed);

      if ((await messages.sentInLastMinute(trx, senderId)) >= deps.perMinute) {
        throw new AppError(
          'RATE_LIMITED',
          `You can send up to ${deps.perMinute} messages a minute. Please wait a moment.`,
          { retryAfterSeconds: 60 },
        );
      }
      const row = await messages.insert(trx, {
        conversationId: conversation.id,
        senderId,
        recipientId,
        clientId: request.clientId,
        body: request.body,
      });
      const refused = await photos.attach(trx, senderId, row.id, request.photoIds);
      if (refused.length > 0 || new Set(request.photoIds).size !== request.photoIds.length) {
        throw new AppError('VALIDATION', 'Some photos cannot be attached: upload them again.', {
          fields: [{ path: 'photoIds', message: 'Upload these photos again' }],
          photoIds: refused,
        });
      }
      await conversations.touch(trx, conversation.id, row.created_at);
      const attached = (await photos.forMessages(trx, [row.id])).get(row.id) ?? [];
      const forSender = messageView(row, attached, senderId, conversation.confirmed);
      const forRecipient = messageView(row, attached, recipientId, conversation.confirmed);
      const envelopes = [
        await live.append(trx, recipientId, { type: 'message', message: forRecipient }),
        await live.append(trx, senderId, { type: 'message', message: forSender }),
      ];
      await enqueueEvent(trx, MessagingEvents.MESSAGE_SENT, {
        messageId: row.id,
        conversationId: conversation.id,
        listingId: conversation.listing_id,
        senderId,
        recipientId,
        preview: previewOf(forRecipient.body),
        sentAt: forRecipient.createdAt,
      });
      return { message: forSender, created: true, live: envelopes };
    });
    deps.live.publish(sent.live);
    return { message: sent.message, created: sent.created };
  };
}
