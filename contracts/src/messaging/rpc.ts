import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDateTime, Uuid } from '../common/ids.js';

/**
 * The notification service's question before it emails about new messages (10 minutes after the
 * first unread one, one email per conversation): which messages of this conversation sent to
 * `recipientId` are still unread. System actor only.
 */
export const UnreadDigestRequest = z.object({ conversationId: Uuid, recipientId: Uuid }).strict();
export const UnreadDigestReply = z.object({
  conversationId: Uuid,
  listingTitle: z.string(),
  senderFirstName: z.string(),
  /** Oldest first, as the recipient may see them (masked); empty when all are read. */
  messages: z.array(z.object({ id: Uuid, preview: z.string(), sentAt: IsoDateTime })),
});
export type UnreadDigestReply = z.infer<typeof UnreadDigestReply>;

/** The messaging service's RPCs (the service adds the rest of its operations here). */
export const MessagingRpc = {
  health: healthRpc('messaging'),
  unreadDigest: defineRpc(
    'rpc.messaging.conversation.unreadDigest',
    UnreadDigestRequest,
    UnreadDigestReply,
  ),
} as const;
