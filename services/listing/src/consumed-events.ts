import { IdentityEvents, ReviewEvents } from '@arrendo/contracts';
import { SearchConsumedEvents } from './search/consumed-events.js';

/**
 * Every event the listing service consumes, by handler name: search's projection of the booking
 * events, identity's account deletions and suspensions (decision 0048), and published reviews
 * (a listing's rating, decision 0044). `service.ts` subscribes exactly these.
 */
export const ListingConsumedEvents = {
  ...SearchConsumedEvents,
  userDeleted: IdentityEvents.USER_DELETED,
  userSuspended: IdentityEvents.USER_SUSPENDED,
  userReactivated: IdentityEvents.USER_REACTIVATED,
  reviewPublished: ReviewEvents.PUBLISHED,
} as const;
