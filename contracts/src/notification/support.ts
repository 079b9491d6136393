import { z } from 'zod';
import { IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { multiLineText, singleLineText } from '../common/text.js';

/** What a contact message is about; support sorts its inbox by it. */
export const SupportTopic = z.enum(['booking', 'payment', 'account', 'listing', 'safety', 'other']);
export type SupportTopic = z.infer<typeof SupportTopic>;

export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 5000,
  feedbackMax: 2000,
  pageMax: 300,
} as const;

/** `ARR-000123`: what a user quotes when they write again. */
export const SupportTicketNumber = z.string().regex(/^ARR-\d{6,}$/);

export const SupportTicketStatus = z.enum(['open']);

/** What a signed-in user writes on /contact. Their name and address come from identity. */
export const SupportTicketInput = z
  .object({
    topic: SupportTopic,
    /** One of the writer's own bookings, when the message is about it. */
    bookingId: Uuid.optional(),
    subject: singleLineText({
      min: SUPPORT_LIMITS.subjectMin,
      max: SUPPORT_LIMITS.subjectMax,
      messages: { required: `Write a subject of at least ${SUPPORT_LIMITS.subjectMin} characters` },
    }),
    message: multiLineText({
      min: SUPPORT_LIMITS.messageMin,
      max: SUPPORT_LIMITS.messageMax,
      messages: { required: `Write at least ${SUPPORT_LIMITS.messageMin} characters` },
    }),
  })
  .strict();
export type SupportTicketInput = z.infer<typeof SupportTicketInput>;

/** A ticket as its writer sees it. */
export const SupportTicket = z.object({
  id: Uuid,
  number: SupportTicketNumber,
  topic: SupportTopic,
  bookingId: Uuid.nullable(),
  subject: z.string(),
  message: z.string(),
  status: SupportTicketStatus,
  createdAt: IsoDateTime,
});
export type SupportTicket = z.infer<typeof SupportTicket>;

/** A ticket as support sees it: who wrote, where to answer. */
export const AdminSupportTicket = SupportTicket.extend({
  userId: Uuid,
  email: z.string(),
  name: z.string(),
  locale: Locale,
});
export type AdminSupportTicket = z.infer<typeof AdminSupportTicket>;

export const FeedbackRating = z.number().int().min(1).max(5);

/** What anyone (signed in or not) sends from /feedback. */
export const FeedbackInput = z
  .object({
    rating: FeedbackRating,
    message: multiLineText({ max: SUPPORT_LIMITS.feedbackMax }).default(''),
    /** The app path the visitor came from (`/property/…`), when known. */
    page: z
      .string()
      .max(SUPPORT_LIMITS.pageMax)
      .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path inside the app, like /property/123')
      .optional(),
  })
  .strict();
export type FeedbackInput = z.input<typeof FeedbackInput>;

export const Feedback = z.object({
  id: Uuid,
  /** Null when sent signed out. */
  userId: Uuid.nullable(),
  rating: FeedbackRating,
  message: z.string(),
  page: z.string().nullable(),
  locale: Locale,
  createdAt: IsoDateTime,
});
export type Feedback = z.infer<typeof Feedback>;

export const FeedbackReceipt = z.object({ id: Uuid, createdAt: IsoDateTime });
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;
