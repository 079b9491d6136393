import { AdminActionEvents } from '../common/admin-audit-events.js';

/**
 * Every event the identity service consumes, by handler name. The audit log collects every
 * service's admin actions (decision 0045): one handler per producing service's subject.
 */
export const IdentityConsumedEvents = {
  identityAdminAction: AdminActionEvents.identity,
  listingAdminAction: AdminActionEvents.listing,
  bookingAdminAction: AdminActionEvents.booking,
  pricingAdminAction: AdminActionEvents.pricing,
  paymentAdminAction: AdminActionEvents.payment,
  notificationAdminAction: AdminActionEvents.notification,
  messagingAdminAction: AdminActionEvents.messaging,
  stressAdminAction: AdminActionEvents.stress,
} as const;
