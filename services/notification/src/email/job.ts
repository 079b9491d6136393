import { z } from 'zod';
import { IsoDateTime, Locale, SealedCode, Uuid } from '@arrendo/contracts';
import { defineJob } from '@arrendo/kit';
import { FirstName } from './templates/common.js';
import { BookingEmail } from './templates/booking.js';
import { ListingPublishedEmail } from './templates/listing-published.js';
import { MessagesDigestEmail } from './templates/messages-digest.js';
import { PayoutFailedEmail, PayoutPaidEmail } from './templates/payout.js';
import { RefundIssuedEmail } from './templates/refund-issued.js';
import { ReviewReceivedEmail } from './templates/review-received.js';
import { SenderWarnedEmail } from './templates/sender-warned.js';
import { ListingRelistedEmail, ListingUnlistedEmail } from './templates/listing-moderation.js';
import { SupportReceivedEmail, SupportTicketEmail } from './templates/support.js';
import { ClaimDecidedEmail, ClaimMessageEmail, ClaimOpenedEmail } from './templates/claim.js';
import { WelcomeEmail } from './templates/welcome.js';

/** The queue every transactional email goes through (`notification.email`). */
export const EMAIL_QUEUE = 'email';

const sealedCodeFields = {
  firstName: FirstName,
  /** The code's id: the context it was sealed in, and the job's key. */
  codeId: Uuid,
  /** Opened by the worker just before rendering; never plain in Redis. */
  sealedCode: SealedCode,
  expiresInMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
};

/** What a code email job carries: everything the template needs, the code still sealed. */
export const SealedCodeEmail = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verification-code'), ...sealedCodeFields }),
  z.object({ template: z.literal('password-reset-code'), ...sealedCodeFields }),
  z.object({ template: z.literal('payout-change-code'), ...sealedCodeFields }),
]);
export type SealedCodeEmail = z.infer<typeof SealedCodeEmail>;

/** What a job carries. Trace context travels in the kit's job envelope. */
export const EmailJobData = z.object({
  to: z.email(),
  locale: Locale,
  email: z.discriminatedUnion('template', [
    ...SealedCodeEmail.options,
    WelcomeEmail,
    ...BookingEmail.options,
    ListingPublishedEmail,
    SupportTicketEmail,
    SupportReceivedEmail,
    PayoutPaidEmail,
    PayoutFailedEmail,
    RefundIssuedEmail,
    MessagesDigestEmail,
    ReviewReceivedEmail,
    SenderWarnedEmail,
    ListingUnlistedEmail,
    ListingRelistedEmail,
    ClaimOpenedEmail,
    ClaimMessageEmail,
    ClaimDecidedEmail,
  ]),
  /** Where answers go (a contact message to support: the writer). */
  replyTo: z.email().optional(),
  /** After this instant the email is pointless (the code has expired): the worker skips it. */
  notAfter: IsoDateTime.optional(),
});
export type EmailJobData = z.infer<typeof EmailJobData>;

/** What operators see of a dead email job: who and which email, nothing of the code. */
const summary = (data: EmailJobData) => ({
  to: data.to,
  template: data.email.template,
  locale: data.locale,
});

export const EMAIL_ATTEMPTS = 5;

/**
 * Code emails: their job goes from Redis the moment it ends, sent or failed for good. A late
 * duplicate enqueue then adds the job again, and the email log refuses to send it twice; a dead
 * code email is not worth retrying (its code lives 10 minutes; the user asks for a new one).
 */
export const CodeEmailJob = defineJob({
  name: 'email.code',
  queue: EMAIL_QUEUE,
  data: EmailJobData,
  policy: {
    attempts: EMAIL_ATTEMPTS,
    backoffMs: 2000,
    removeOnComplete: true,
    removeOnFail: true,
  },
  summarize: summary,
});

/** Other emails: kept a while so a late duplicate still finds the id and a dead one can be retried. */
export const EmailJob = defineJob({
  name: 'email.send',
  queue: EMAIL_QUEUE,
  data: EmailJobData,
  policy: {
    attempts: EMAIL_ATTEMPTS,
    backoffMs: 2000,
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  summarize: summary,
});

/**
 * Fixed job ids: BullMQ ignores an `add` whose id it still keeps, and the worker refuses to send a
 * job id the email log already marks as sent, so a redelivered event or a retry never sends two.
 */
export const emailJobId = {
  /** One email per one-time code. */
  otp: (codeId: string) => `otp-${codeId}`,
  /** One welcome per user, ever. */
  welcome: (userId: string) => `welcome-${userId}`,
  /**
   * One email per booking event kind, booking and recipient: a redelivered or replayed event, or
   * a second `confirmed` after a restart, finds the same id.
   */
  booking: (kind: BookingEventKind, bookingId: string, userId: string) =>
    `booking-${kind}-${bookingId}-${userId}`,
  /**
   * One per listing and host, ever: only a listing's first publication is announced (listing
   * emits the event once), and the host's id lets the data export find it.
   */
  listingPublished: (propertyId: string, hostId: string) =>
    `listing-published-${propertyId}-${hostId}`,
  /** One per payout and outcome (the payment service announces each once). */
  payout: (outcome: 'paid' | 'failed', payoutId: string) => `payout-${outcome}-${payoutId}`,
  /** One per provider refund. */
  refund: (paymentId: string, refundId: string) => `refund-${paymentId}-${refundId}`,
  /** One per review, to its subject. */
  reviewReceived: (reviewId: string) => `review-received-${reviewId}`,
  /** One per warned report, to the message's sender. */
  senderWarned: (reportId: string) => `sender-warned-${reportId}`,
  /**
   * One per admin unlisting or relisting of a listing, keyed by the moment it took effect: the
   * event redelivered finds the same id, a later unlisting of the same listing is a new email.
   */
  listingModerated: (kind: 'unlisted' | 'relisted', propertyId: string, at: string) =>
    `listing-${kind}-${propertyId}-${Date.parse(at)}`,
  /** A damage claim (decision 0051): one per claim, message or outcome, and recipient. */
  claimOpened: (claimId: string, userId: string) => `claim-opened-${claimId}-${userId}`,
  claimMessage: (messageId: string, userId: string) => `claim-message-${messageId}-${userId}`,
  claimDecided: (claimId: string, userId: string) => `claim-decided-${claimId}-${userId}`,
} as const;

/** One email per ticket and recipient: the event redelivered or a job retried finds the same id. */
export const supportJobId = {
  team: (ticketId: string) => `support-team-${ticketId}`,
  writer: (ticketId: string) => `support-writer-${ticketId}`,
} as const;

export type BookingEventKind = 'requested' | 'confirmed' | 'cancelled';
