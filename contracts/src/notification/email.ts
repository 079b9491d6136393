import { z } from 'zod';

export const EmailTemplateName = z.enum([
  'verification-code',
  'password-reset-code',
  /** To a host: the code that confirms a new payout bank account. */
  'payout-change-code',
  'welcome',
  /** To the host: a guest asks to book; 24 hours to answer. */
  'booking-request',
  /** To the guest: their request went out; the amount authorised and the host's deadline. */
  'booking-request-sent',
  /** To the guest: paid and confirmed (instant book). */
  'booking-confirmed',
  /** To the host: a confirmed booking of their listing. */
  'booking-new',
  /** To the host: their listing is published (the first time it goes on the market). */
  'listing-published',
  /** To the guest: the host accepted the request. */
  'booking-accepted',
  /** To either party: cancelled, declined, expired or lost, with the refund. */
  'booking-cancelled',
  /** To support: a user's contact message (Reply-To the user). */
  'support-ticket',
  /** To the user: their message arrived, with its ticket number. */
  'support-received',
  /** To the host: a payout left. */
  'payout-paid',
  /** To the host: a payout came back, with the reason. */
  'payout-failed',
  /** To the guest: a refund the provider confirmed. */
  'refund-issued',
  /** To a conversation's recipient: its messages still unread after 10 minutes, in one email. */
  'messages-digest',
  /** To a review's subject: one waits for theirs (double-blind). */
  'review-received',
  /** To a message's sender: an admin's warning about a reported message. */
  'sender-warned',
  /** To a host: an admin unlisted their listing, with the reason (decision 0049). */
  'listing-unlisted',
  /** To a host: an admin put their listing back. */
  'listing-relisted',
  /** To a guest: their host opened a damage claim (decision 0051). */
  'claim-opened',
  /** To a claim's host or guest: the other side or an admin wrote on it. */
  'claim-message',
  /** To a claim's host or guest: approved, rejected or withdrawn. */
  'claim-decided',
]);
export type EmailTemplateName = z.infer<typeof EmailTemplateName>;

/** `log` is the embedded default (no SMTP configured): the email lives only in the email log. */
export const EmailTransportName = z.enum(['smtp', 'log']);
export type EmailTransportName = z.infer<typeof EmailTransportName>;

/** `skipped`: the job was dropped without sending (e.g. the code had already expired). */
export const EmailDeliveryStatus = z.enum(['pending', 'sent', 'failed', 'skipped']);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatus>;
