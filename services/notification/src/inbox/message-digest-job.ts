import { z } from 'zod';
import { IsoDateTime, Uuid } from '@arrendo/contracts';
import { defineJob } from '@arrendo/kit';

/** Its own queue: the service process runs it (it asks messaging), not the email worker. */
export const MESSAGE_DIGEST_QUEUE = 'message-digest';

/**
 * The new-messages email, asked again when its window closes: which of the conversation's
 * messages to `recipientId` sent since `windowStart` are still unread. None → no email.
 */
export const MessageDigestData = z.object({
  conversationId: Uuid,
  recipientId: Uuid,
  /** When the first unread message of this window was sent (the job runs 10 minutes later). */
  windowStart: IsoDateTime,
});
export type MessageDigestData = z.infer<typeof MessageDigestData>;

export const MessageDigestJob = defineJob({
  name: 'message.digest',
  queue: MESSAGE_DIGEST_QUEUE,
  data: MessageDigestData,
  policy: {
    attempts: 5,
    backoffMs: 5000,
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
});

/**
 * One digest per (conversation, recipient, window): every message of a window finds the same id,
 * so the window sends at most one email; a later window (after the email went, or after the
 * messages were read) is a new id.
 */
export function messageDigestJobId(data: MessageDigestData): string {
  return `message-digest-${data.conversationId}-${data.recipientId}-${Date.parse(data.windowStart)}`;
}

/** The email the digest sends, keyed like its job. */
export function messageDigestEmailId(data: MessageDigestData): string {
  return `messages-${data.conversationId}-${data.recipientId}-${Date.parse(data.windowStart)}`;
}
