import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText, singleLineText } from '../common/text.js';
import { BookingStatus } from '../booking/model.js';
import { Photo } from '../listing/photo.js';

/**
 * Messaging between a guest and a host about one listing (issue 28). One conversation per
 * (listing, guest); a booking of that listing by that guest attaches to it, so the thread keeps
 * the question asked before booking and everything after.
 */
export const MESSAGE_LIMITS = {
  /** Characters of one message after trimming. */
  maxLength: 2000,
  /** Photos attached to one message (each checked as a listing photo is). */
  maxPhotos: 4,
  /** Messages one user may send per minute, across conversations (spam). */
  perMinute: 20,
  /** A host's saved quick replies. */
  maxQuickReplies: 20,
  quickReplyMaxLength: 1000,
  /** Seconds a typing notice lasts on the other side without a new one. */
  typingSeconds: 6,
  /** Minutes a message stays unread before it is emailed (batched per conversation). */
  emailAfterUnreadMinutes: 10,
} as const;

export const MessageText = multiLineText({
  max: MESSAGE_LIMITS.maxLength,
  messages: { tooLong: `Messages can be up to ${MESSAGE_LIMITS.maxLength} characters` },
});

/**
 * Where the conversation's trip stands, from the attached booking: `inquiry` (no booking yet),
 * `requested` (waiting for the host), `upcoming`, `current`, `past` (confirmed, by the listing's
 * clock), `cancelled` (cancelled, declined or expired).
 */
export const TripStage = z.enum([
  'inquiry',
  'requested',
  'upcoming',
  'current',
  'past',
  'cancelled',
]);
export type TripStage = z.infer<typeof TripStage>;

export const ConversationFilter = z.enum(['all', 'unread', ...TripStage.options]);
export type ConversationFilter = z.infer<typeof ConversationFilter>;

/** The caller's role in a conversation. */
export const ConversationRole = z.enum(['guest', 'host']);
export type ConversationRole = z.infer<typeof ConversationRole>;

export const Participant = z.object({
  id: Uuid,
  firstName: z.string(),
  /** Null: no photo (the web app shows the initial). */
  avatarUrl: z.string().nullable(),
});
export type Participant = z.infer<typeof Participant>;

/** The booking a conversation is about, as the thread's header shows it. */
export const ConversationBooking = z.object({
  id: Uuid,
  status: BookingStatus,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
});
export type ConversationBooking = z.infer<typeof ConversationBooking>;

export const Message = z.object({
  id: Uuid,
  conversationId: Uuid,
  senderId: Uuid,
  /** The sender's id for this message: a retry with the same one returns this message. */
  clientId: Uuid,
  /** As the reader may see it: contact details masked until a booking is confirmed. */
  body: z.string(),
  /** True when `body` had an email address or phone number hidden (the UI says why). */
  masked: z.boolean(),
  photos: z.array(Photo),
  createdAt: IsoDateTime,
  /** When the other participant read it; null while unread. */
  readAt: IsoDateTime.nullable(),
  /** Removed by an admin after a report: the body is empty and the UI says so. */
  removed: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const ConversationSummary = z.object({
  id: Uuid,
  role: ConversationRole,
  other: Participant,
  listing: z.object({
    id: Uuid,
    title: z.string(),
    /** The listing's cover photo as it was when the conversation opened; null without one. */
    photoUrl: z.string().nullable(),
  }),
  booking: ConversationBooking.nullable(),
  stage: TripStage,
  lastMessage: Message.nullable(),
  /** Messages from the other participant the caller has not read. */
  unreadCount: z.number().int().nonnegative(),
  updatedAt: IsoDateTime,
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const QuickReply = z.object({
  id: Uuid,
  title: singleLineText({ min: 1, max: 60 }),
  body: multiLineText({ min: 1, max: MESSAGE_LIMITS.quickReplyMaxLength }),
});
export type QuickReply = z.infer<typeof QuickReply>;
export const QuickReplyInput = QuickReply.omit({ id: true }).strict();
export type QuickReplyInput = z.infer<typeof QuickReplyInput>;

export const MessageReportReason = z.enum(['spam', 'scam', 'offensive', 'off_platform', 'other']);
export type MessageReportReason = z.infer<typeof MessageReportReason>;

/** Why an admin removes a message (kept in the audit log, never shown to the participants). */
export const MessageRemovalReason = multiLineText({ min: 1, max: 1000 });
/** What the sender reads in their warning (in-app and by email), as the admin wrote it. */
export const SenderWarningText = multiLineText({ min: 1, max: 2000 });

/** `open` until an admin resolves it. */
export const MessageReportStatus = z.enum(['open', 'resolved']);
export type MessageReportStatus = z.infer<typeof MessageReportStatus>;

/**
 * How an admin resolved a report: `dismissed` (nothing wrong), `removed` (the message was taken
 * down: every open report on it resolves so), `warned` (the sender was warned).
 */
export const MessageReportOutcome = z.enum(['dismissed', 'removed', 'warned']);
export type MessageReportOutcome = z.infer<typeof MessageReportOutcome>;

/** A message of the reported one's conversation, as written, for the admin's context. */
export const MessageReportContextMessage = z.object({
  id: Uuid,
  senderId: Uuid,
  body: z.string(),
  photoCount: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
  removed: z.boolean(),
});
export type MessageReportContextMessage = z.infer<typeof MessageReportContextMessage>;

/**
 * A report as admins read it: the message as written (never masked: admins judge what was
 * actually sent), who reported it and who sent it (first names as the conversation keeps them;
 * empty once that account was deleted), the messages around it, and where it stands.
 */
export const MessageReport = z.object({
  id: Uuid,
  reason: MessageReportReason,
  details: z.string().nullable(),
  createdAt: IsoDateTime,
  reporterId: Uuid,
  reporterName: z.string(),
  status: MessageReportStatus,
  /** Null while open. */
  outcome: MessageReportOutcome.nullable(),
  resolvedAt: IsoDateTime.nullable(),
  resolvedBy: Uuid.nullable(),
  /** The warning the sender was sent about this report, if any (also after a removal). */
  warning: z.object({ message: z.string(), sentAt: IsoDateTime, sentBy: Uuid }).nullable(),
  message: z.object({
    id: Uuid,
    conversationId: Uuid,
    senderId: Uuid,
    senderName: z.string(),
    listingTitle: z.string(),
    body: z.string(),
    photos: z.array(Photo),
    createdAt: IsoDateTime,
    /** Removed by an admin: its text and photos are gone for everyone. */
    removed: z.boolean(),
  }),
  /** A few messages before and after it, oldest first, the reported one included. */
  context: z.array(MessageReportContextMessage),
});
export type MessageReport = z.infer<typeof MessageReport>;

/**
 * What the live stream (SSE) carries to one user. `message` and `read` have a per-user sequence
 * number (the SSE `id`), so a reconnect with `Last-Event-ID` replays exactly what was missed;
 * `typing` is ephemeral and never replayed.
 */
export const LiveMessageEvent = z.object({ type: z.literal('message'), message: Message });
export const LiveReadEvent = z.object({
  type: z.literal('read'),
  conversationId: Uuid,
  readerId: Uuid,
  /** Every message of the conversation sent to the reader up to this instant is read. */
  readAt: IsoDateTime,
});
export const LiveTypingEvent = z.object({
  type: z.literal('typing'),
  conversationId: Uuid,
  userId: Uuid,
});
export const LiveEvent = z.discriminatedUnion('type', [
  LiveMessageEvent,
  LiveReadEvent,
  LiveTypingEvent,
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
