import { BookingEvents } from '../booking/events.js';
import { ReviewEvents } from '../booking/review-events.js';
import { ClaimEvents } from '../booking/claim-events.js';
import { MessagingEvents } from '../messaging/events.js';
import { PaymentEvents } from '../payment/events.js';
import { IdentityEvents } from '../identity/events.js';
import { ListingEvents } from '../listing/events.js';
import { NotificationEvents } from './events.js';

/**
 * Every event the notification service consumes, by handler name. The service registers exactly
 * these (`subscribeEvents`), and refuses to start if one has no handler.
 */
export const NotificationConsumedEvents = {
  otpRequested: IdentityEvents.OTP_REQUESTED_V2,
  userRegistered: IdentityEvents.USER_REGISTERED,
  userDeleted: IdentityEvents.USER_DELETED,
  bookingRequested: BookingEvents.REQUESTED,
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingCancelled: BookingEvents.CANCELLED,
  /** The guest's money was taken (`captured`): 'payment received'. */
  paymentSucceeded: PaymentEvents.SUCCEEDED,
  /** The guest's refund went back. */
  paymentRefunded: PaymentEvents.REFUNDED,
  /** The host's payout left, or came back. */
  payoutPaid: PaymentEvents.PAYOUT_PAID,
  payoutFailed: PaymentEvents.PAYOUT_FAILED,
  /** One unread notification per conversation; an email when still unread 10 minutes later. */
  messageSent: MessagingEvents.MESSAGE_SENT,
  /** An admin warned a message's sender: in the app and by email, always. */
  senderWarned: MessagingEvents.SENDER_WARNED,
  /** An admin removed a message: its preview leaves the recipient's notification. */
  messageRemoved: MessagingEvents.MESSAGE_REMOVED,
  /** The subject is told a review of them waits for theirs; then that both are published. */
  reviewSubmitted: ReviewEvents.SUBMITTED,
  reviewPublished: ReviewEvents.PUBLISHED,
  /** The host's 'listing published' email. */
  propertyPublished: ListingEvents.PROPERTY_PUBLISHED,
  /** An admin unlisted a host's listing (the reason, by email and in the app) or relisted it. */
  listingUnlistedByAdmin: ListingEvents.PROPERTY_UNLISTED_BY_ADMIN,
  listingRelistedByAdmin: ListingEvents.PROPERTY_RELISTED_BY_ADMIN,
  /** Damage claims (decision 0051): the guest on opening, whoever a message is for, outcomes. */
  claimOpened: ClaimEvents.OPENED,
  claimMessageAdded: ClaimEvents.MESSAGE_ADDED,
  claimApproved: ClaimEvents.APPROVED,
  claimRejected: ClaimEvents.REJECTED,
  claimWithdrawn: ClaimEvents.WITHDRAWN,
  /** Its own event: a stored ticket's emails are queued only once it committed. */
  supportTicketCreated: NotificationEvents.SUPPORT_TICKET_CREATED,
} as const;
