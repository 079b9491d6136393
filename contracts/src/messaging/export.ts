import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { Photo } from '../listing/photo.js';
import { ConversationRole, MessageReportReason } from './model.js';

/**
 * Ley 21.719 (portability): what the messaging service keeps about one person, for the single
 * JSON file the BFF assembles from every service. Always the caller's own data
 * (`call.actor.userId`): the conversations they take part in and what they wrote in them, never
 * the other person's messages (those are the other person's).
 */

/** A message they sent, as they wrote it (never masked: the text is theirs). */
export const MessagingExportMessage = z.object({
  id: Uuid,
  clientId: Uuid,
  body: z.string(),
  photos: z.array(Photo),
  createdAt: IsoDateTime,
  /** When the other person read it; null while unread. */
  readAt: IsoDateTime.nullable(),
  /** Removed by an admin after a report (the other person no longer sees it). */
  removed: z.boolean(),
});
export type MessagingExportMessage = z.infer<typeof MessagingExportMessage>;

export const MessagingExportConversation = z.object({
  id: Uuid,
  role: ConversationRole,
  listing: z.object({ id: Uuid, title: z.string() }),
  /** The other person as the conversation shows them (their first name). */
  other: z.object({ id: Uuid, firstName: z.string() }),
  createdAt: IsoDateTime,
  /** Oldest first. */
  messagesSent: z.array(MessagingExportMessage),
});
export type MessagingExportConversation = z.infer<typeof MessagingExportConversation>;

export const MessagingExportQuickReply = z.object({
  id: Uuid,
  title: z.string(),
  body: z.string(),
  createdAt: IsoDateTime,
});
export type MessagingExportQuickReply = z.infer<typeof MessagingExportQuickReply>;

/** A message they reported (the message itself is the other person's, so only its id). */
export const MessagingExportReport = z.object({
  id: Uuid,
  messageId: Uuid,
  reason: MessageReportReason,
  details: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type MessagingExportReport = z.infer<typeof MessagingExportReport>;

export const MessagingUserExport = z.object({
  service: z.literal('messaging'),
  userId: Uuid,
  exportedAt: IsoDateTime,
  /** Oldest first, like every list below. */
  conversations: z.array(MessagingExportConversation),
  quickReplies: z.array(MessagingExportQuickReply),
  reports: z.array(MessagingExportReport),
});
export type MessagingUserExport = z.infer<typeof MessagingUserExport>;

/** The person is the caller, never a field: the request carries nothing. */
export const MessagingUserExportRequest = z.object({}).strict();
