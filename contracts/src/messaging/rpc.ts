import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText } from '../common/text.js';
import { Photo } from '../listing/photo.js';
import { MessagingUserExport, MessagingUserExportRequest } from './export.js';
import { StoredPhoto } from '../listing/photo-rpc.js';
import {
  ConversationFilter,
  ConversationSummary,
  LiveEvent,
  Message,
  MESSAGE_LIMITS,
  MessageReport,
  MessageReportReason,
  MessageRemovalReason,
  MessageReportStatus,
  MessageText,
  SenderWarningText,
  QuickReply,
  QuickReplyInput,
} from './model.js';

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

/** From a listing ('Contact host': the caller is the guest) or from a booking (guest or host). */
export const OpenConversationRequest = z.union([
  z.object({ listingId: Uuid }).strict(),
  z.object({ bookingId: Uuid }).strict(),
]);
export const ConversationIdRequest = z.object({ conversationId: Uuid }).strict();

export const ListConversationsRequest = z
  .object({
    filter: ConversationFilter.default('all'),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .strict();
export const ConversationPageReply = z.object({
  items: z.array(ConversationSummary),
  nextCursor: z.string().nullable(),
});

export const ListMessagesRequest = z
  .object({
    conversationId: Uuid,
    before: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();
export const MessagePageReply = z.object({
  items: z.array(Message),
  nextCursor: z.string().nullable(),
});

/** Idempotent by (sender, `clientId`): a retry answers the stored message with `created: false`. */
export const SendMessageRequest = z
  .object({
    conversationId: Uuid,
    clientId: Uuid,
    body: MessageText,
    photoIds: z.array(Uuid).max(MESSAGE_LIMITS.maxPhotos).default([]),
  })
  .strict()
  .refine((m) => m.body.length > 0 || m.photoIds.length > 0, {
    message: 'Write a message or attach a photo',
    path: ['body'],
  });
export const SendMessageReply = z.object({ message: Message, created: z.boolean() });

export const MarkConversationReadReply = z.object({ readAt: IsoDateTime.nullable() });
export const MessagingOkReply = z.object({ ok: z.literal(true) });

/** A processed upload (the BFF stored its renditions); the caller becomes its owner. */
export const RecordPhotoRequest = z.object({ photo: StoredPhoto }).strict();

export const ReportMessageRequest = z
  .object({
    messageId: Uuid,
    reason: MessageReportReason,
    details: multiLineText({ max: 1000 }).optional(),
  })
  .strict();
export const ReportReceiptReply = z.object({ id: Uuid });

export const AdminMessageReportsRequest = z
  .object({
    /** Absent: every report. */
    status: MessageReportStatus.optional(),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();
export const MessageReportPage = z.object({
  items: z.array(MessageReport),
  nextCursor: z.string().nullable(),
});

/** Admins: closes an open report with no action. A repeat answers the report as it is. */
export const AdminResolveReportRequest = z
  .object({ reportId: Uuid, outcome: z.literal('dismissed') })
  .strict();
/**
 * Admins: takes a message down for everyone (its text and photos are blanked, both participants
 * get a live event) and resolves every open report on it as `removed`. A repeat changes nothing.
 */
export const AdminRemoveMessageRequest = z
  .object({ messageId: Uuid, reason: MessageRemovalReason })
  .strict();
export const AdminRemoveMessageReply = z.object({
  messageId: Uuid,
  removedAt: IsoDateTime,
  /** False when it had already been removed. */
  changed: z.boolean(),
  /** The reports this call resolved as `removed`. */
  resolvedReportIds: z.array(Uuid),
});
export type AdminRemoveMessageReply = z.infer<typeof AdminRemoveMessageReply>;
/**
 * Admins: warns the reported message's sender (in-app and by email), once per report; an open
 * report resolves as `warned`, a removed one stays `removed`; a dismissed one is a conflict.
 */
export const AdminWarnSenderRequest = z
  .object({ reportId: Uuid, message: SenderWarningText })
  .strict();

export const MessagesUnreadReply = z.object({ count: z.number().int().nonnegative() });
export const QuickReplyListReply = z.object({ items: z.array(QuickReply) });
export const QuickReplyIdRequest = z.object({ quickReplyId: Uuid }).strict();

/** The most a `liveSince` page holds; the BFF keeps paging until a page is not full. */
export const LIVE_PAGE_MAX = 500;
export const LiveSinceRequest = z
  .object({
    /** The last seq the client has (0: none). */
    after: z.number().int().min(0),
    limit: z.number().int().min(1).max(LIVE_PAGE_MAX).default(LIVE_PAGE_MAX),
  })
  .strict();
export const LiveSinceReply = z.object({
  /** Oldest first. */
  events: z.array(z.object({ seq: z.number().int().positive(), event: LiveEvent })),
  /** The caller's newest seq now (0 without any): a fresh stream starts from here. */
  latestSeq: z.number().int().min(0),
});
export type LiveSinceReply = z.infer<typeof LiveSinceReply>;

/** The messaging service's RPCs. Every id the caller is not a participant of is NOT_FOUND. */
export const MessagingRpc = {
  health: healthRpc('messaging'),
  unreadDigest: defineRpc(
    'rpc.messaging.conversation.unreadDigest',
    UnreadDigestRequest,
    UnreadDigestReply,
  ),
  /** Opened or the existing one (one per listing and guest). */
  openConversation: defineRpc(
    'rpc.messaging.conversation.open',
    OpenConversationRequest,
    ConversationSummary,
  ),
  listConversations: defineRpc(
    'rpc.messaging.conversation.list',
    ListConversationsRequest,
    ConversationPageReply,
  ),
  getConversation: defineRpc(
    'rpc.messaging.conversation.get',
    ConversationIdRequest,
    ConversationSummary,
  ),
  /** Every message sent to the caller in the conversation is read now (a receipt goes live). */
  markRead: defineRpc(
    'rpc.messaging.conversation.read',
    ConversationIdRequest,
    MarkConversationReadReply,
  ),
  /** Tells the other participant, live, that the caller is typing (nothing is stored). */
  typing: defineRpc('rpc.messaging.conversation.typing', ConversationIdRequest, MessagingOkReply),
  listMessages: defineRpc('rpc.messaging.message.list', ListMessagesRequest, MessagePageReply),
  send: defineRpc('rpc.messaging.message.send', SendMessageRequest, SendMessageReply),
  recordPhoto: defineRpc('rpc.messaging.photo.record', RecordPhotoRequest, Photo),
  /** Once per message and reporter (a repeat answers the first report). */
  report: defineRpc('rpc.messaging.report.create', ReportMessageRequest, ReportReceiptReply),
  /** Admins only, newest first. */
  adminReports: defineRpc(
    'rpc.messaging.report.adminList',
    AdminMessageReportsRequest,
    MessageReportPage,
  ),
  /** Admins only: dismiss a report. */
  resolveReport: defineRpc(
    'rpc.messaging.report.adminResolve',
    AdminResolveReportRequest,
    MessageReport,
  ),
  /** Admins only: take a message down and resolve its reports. */
  removeMessage: defineRpc(
    'rpc.messaging.message.adminRemove',
    AdminRemoveMessageRequest,
    AdminRemoveMessageReply,
  ),
  /** Admins only: warn a reported message's sender. */
  warnSender: defineRpc('rpc.messaging.report.adminWarn', AdminWarnSenderRequest, MessageReport),
  unreadCount: defineRpc('rpc.messaging.unread.count', z.object({}).strict(), MessagesUnreadReply),
  listQuickReplies: defineRpc(
    'rpc.messaging.quickReply.list',
    z.object({}).strict(),
    QuickReplyListReply,
  ),
  createQuickReply: defineRpc('rpc.messaging.quickReply.create', QuickReplyInput, QuickReply),
  deleteQuickReply: defineRpc(
    'rpc.messaging.quickReply.delete',
    QuickReplyIdRequest,
    MessagingOkReply,
  ),
  /** The caller's own stored live events after a seq (the SSE replay after a reconnect). */
  liveSince: defineRpc('rpc.messaging.live.since', LiveSinceRequest, LiveSinceReply),
  /** The caller's own data (Ley 21.719 portability): conversations, what they sent, and more. */
  exportUser: defineRpc(
    'rpc.messaging.user.export',
    MessagingUserExportRequest,
    MessagingUserExport,
  ),
} as const;
