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

/**
 * An admin warned a message's sender about a report (once per report). The notification service
 * tells the sender in the app and by email, in their language, with the admin's words.
 */
export const SenderWarnedEvent = z.object({
  reportId: Uuid,
  senderId: Uuid,
  messageId: Uuid,
  conversationId: Uuid,
  /** The admin's words to the sender. */
  message: z.string().min(1).max(2000),
  warnedAt: IsoDateTime,
});
export type SenderWarnedEvent = z.infer<typeof SenderWarnedEvent>;

/**
 * An admin removed a message: the notification service blanks the recipient's in-app preview of
 * it (the text must not outlive the removal anywhere the app shows it).
 */
export const MessageRemovedEvent = z.object({
  messageId: Uuid,
  conversationId: Uuid,
  recipientId: Uuid,
  removedAt: IsoDateTime,
});
export type MessageRemovedEvent = z.infer<typeof MessageRemovedEvent>;

export const MessagingEvents = {
  MESSAGE_SENT: defineEvent('evt.messaging.message.sent', 1, MessageSentEvent),
  SENDER_WARNED: defineEvent('evt.messaging.sender.warned', 1, SenderWarnedEvent),
  MESSAGE_REMOVED: defineEvent('evt.messaging.message.removed', 1, MessageRemovedEvent),
} as const;
