import { BookingEvents } from '../booking/events.js';
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
  /** The host's 'listing published' email. */
  propertyPublished: ListingEvents.PROPERTY_PUBLISHED,
  /** Its own event: a stored ticket's emails are queued only once it committed. */
  supportTicketCreated: NotificationEvents.SUPPORT_TICKET_CREATED,
} as const;
