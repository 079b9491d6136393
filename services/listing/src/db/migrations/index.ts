import type { MigrationSet } from '@arrendo/kit';
import { createProperties } from './202611211930_create_properties.js';
import { listingWizardFields } from './202611231500_listing_wizard_fields.js';
import { createWishlists } from './202611231510_create_wishlists.js';
import { createSearchReadModel } from './202611231530_create_search_read_model.js';
import { searchRefreshCustomPlans } from './202611231600_search_refresh_custom_plans.js';
import { searchBookingReleaseOrder } from './202612021100_search_booking_release_order.js';
import { homesUnderStayTypes } from './202612151200_homes_under_stay_types.js';
import { listingMarketChange } from './202612201000_listing_market_change.js';
import { listingEvents } from './202612301500_listing_events.js';
import { ratingsFromReviews } from './202701051300_ratings_from_reviews.js';
import { hostSuspended } from './202701101000_host_suspended.js';
import { adminUnlisted } from './202701121000_admin_unlisted.js';

/**
 * Applied in key order by the kit at start. Keys: `YYYYMMDDHHMM_snake_description` (kit
 * README); never edit a shipped migration. `renamedFrom` upgrades databases migrated under the
 * earlier key format.
 */
export const migrations: MigrationSet = {
  '202611211930_create_properties': {
    ...createProperties,
    renamedFrom: '2026_11_21_0001_create_properties',
  },
  '202611231500_listing_wizard_fields': listingWizardFields,
  '202611231510_create_wishlists': createWishlists,
  '202611231530_create_search_read_model': createSearchReadModel,
  '202611231600_search_refresh_custom_plans': searchRefreshCustomPlans,
  '202612021100_search_booking_release_order': searchBookingReleaseOrder,
  '202612151200_homes_under_stay_types': homesUnderStayTypes,
  '202612201000_listing_market_change': listingMarketChange,
  '202612301500_listing_events': listingEvents,
  '202701051300_ratings_from_reviews': ratingsFromReviews,
  '202701101000_host_suspended': hostSuspended,
  '202701121000_admin_unlisted': adminUnlisted,
};
