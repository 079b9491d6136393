import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import {
  ConversationFilter,
  ConversationSummary,
  Message,
  MessageReportReason,
  MessageText,
  MESSAGE_LIMITS,
  MessageReport,
  MessageReportStatus,
  QuickReply,
} from '../messaging/model.js';
import { multiLineText } from '../common/text.js';

/**
 * Messaging over HTTP (issue 28). Every route needs a signed-in user; every id is checked by the
 * messaging service (a conversation the caller is not part of is NOT_FOUND, never FORBIDDEN, so
 * ids cannot be probed).
 *
 * | route | body / query | answer |
 * |---|---|---|
 * | GET /api/messages/conversations | `ConversationListQuery` | `ConversationPage` |
 * | POST /api/messages/conversations | `OpenConversationBody` | `ConversationSummary` (opened or the existing one) |
 * | GET /api/messages/conversations/:conversationId | | `ConversationSummary` |
 * | GET /api/messages/conversations/:conversationId/messages | `MessageListQuery` | `MessagePage` (newest first) |
 * | POST /api/messages/conversations/:conversationId/messages | `SendMessageBody` | `Message` (201; a retry with the same `clientId` answers the same message, 200) |
 * | POST /api/messages/conversations/:conversationId/read | | `MarkReadResponse` |
 * | POST /api/messages/conversations/:conversationId/typing | | 204 |
 * | POST /api/messages/photos | multipart `file` | `Photo` (checked as listing photos are; attach by id within a day) |
 * | POST /api/messages/reports | `ReportMessageBody` | `ReportReceipt` |
 * | GET /api/messages/unread-count | | `MessagesUnreadResponse` |
 * | GET /api/messages/quick-replies | | `QuickReplyList` |
 * | POST /api/messages/quick-replies | `QuickReplyInput` | `QuickReply` |
 * | DELETE /api/messages/quick-replies/:quickReplyId | | 204 |
 * | GET /api/messages/stream | `Last-Event-ID` header or `MessageStreamQuery` | `text/event-stream` of `LiveEvent` (`event:` is its type) |
 * | GET /api/admin/message-reports | `AdminMessageReportsQuery` | `AdminMessageReportsResponse` (admins; the actions are in `admin-message-reports.ts`) |
 *
 * The stream: cookies authenticate it (EventSource sends them on the same origin). Each stored
 * event has an SSE `id`; a reconnect (the browser sends `Last-Event-ID` itself) replays exactly
 * what was missed. A fresh stream (no id) starts with `event: ready` whose `id` is the newest one,
 * so even a stream that saw nothing resumes without loss. `typing` has no id. A comment line
 * every 15 s keeps proxies from closing it.
 */
export const ConversationParams = z.object({ conversationId: Uuid }).strict();
export const QuickReplyParams = z.object({ quickReplyId: Uuid }).strict();

export const ConversationListQuery = z
  .object({
    filter: ConversationFilter.default('all'),
    cursor: PageCursor.optional(),
  })
  .strict();
export type ConversationListQuery = z.input<typeof ConversationListQuery>;

export const ConversationPage = z.object({
  items: z.array(ConversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

/** From a property page ('Contact host') or from a booking (then tied to it). */
export const OpenConversationBody = z.union([
  z.object({ listingId: Uuid }).strict(),
  z.object({ bookingId: Uuid }).strict(),
]);
export type OpenConversationBody = z.infer<typeof OpenConversationBody>;

export const MessageListQuery = z.object({ before: PageCursor.optional() }).strict();
export type MessageListQuery = z.input<typeof MessageListQuery>;

export const MessagePage = z.object({
  items: z.array(Message),
  /** Older messages: pass as `before`; null at the first message. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const SendMessageBody = z
  .object({
    clientId: Uuid,
    body: MessageText,
    photoIds: z.array(Uuid).max(MESSAGE_LIMITS.maxPhotos).default([]),
  })
  .strict()
  .refine((m) => m.body.length > 0 || m.photoIds.length > 0, {
    message: 'Write a message or attach a photo',
    path: ['body'],
  });
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const MarkReadResponse = z.object({ readAt: z.iso.datetime({ offset: true }).nullable() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** `lastEventId`: for the first connection of a page that already holds events up to it. */
export const MessageStreamQuery = z
  .object({ lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();
export type MessageStreamQuery = z.input<typeof MessageStreamQuery>;

export const AdminMessageReportsQuery = z
  .object({ status: MessageReportStatus.optional(), cursor: PageCursor.optional() })
  .strict();
export type AdminMessageReportsQuery = z.input<typeof AdminMessageReportsQuery>;
export const AdminMessageReportsResponse = z.object({
  items: z.array(MessageReport),
  nextCursor: z.string().nullable(),
});
export type AdminMessageReportsResponse = z.infer<typeof AdminMessageReportsResponse>;

export const ReportMessageBody = z
  .object({
    messageId: Uuid,
    reason: MessageReportReason,
    details: multiLineText({ max: 1000 }).optional(),
  })
  .strict();
export type ReportMessageBody = z.infer<typeof ReportMessageBody>;

export const ReportReceipt = z.object({ id: Uuid });
export type ReportReceipt = z.infer<typeof ReportReceipt>;

export { MessagesUnreadResponse } from './unread-counts.js';

export const QuickReplyList = z.object({ items: z.array(QuickReply) });
export type QuickReplyList = z.infer<typeof QuickReplyList>;
