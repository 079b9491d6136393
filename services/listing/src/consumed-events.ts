import { IdentityEvents } from '@arrendo/contracts';
import { SearchConsumedEvents } from './search/consumed-events.js';

/**
 * Every event the listing service consumes, by handler name: search's projection of the booking
 * events, and identity's account deletions. `service.ts` subscribes exactly these.
 */
export const ListingConsumedEvents = {
  ...SearchConsumedEvents,
  userDeleted: IdentityEvents.USER_DELETED,
} as const;
