import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';

/**
 * A message was stored (published through the messaging service's outbox, so it is never lost).
 * The notification service makes the in-app notification and, after
 * `MESSAGE_LIMITS.emailAfterUnreadMinutes` unread, one email per conversation.
 */
export const MessageSentEvent = z.object({
  messageId: Uuid,
  conversationId: Uuid,
  listingId: Uuid,
  senderId: Uuid,
  recipientId: Uuid,
  /** The first characters of the text as the recipient sees it (masked), for the notification. */
  preview: z.string().max(140),
  sentAt: IsoDateTime,
});
export type MessageSentEvent = z.infer<typeof MessageSentEvent>;

export const MessagingEvents = {
  MESSAGE_SENT: defineEvent('evt.messaging.message.sent', 1, MessageSentEvent),
} as const;
