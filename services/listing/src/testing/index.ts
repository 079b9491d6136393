// What other packages' tests use of the listing service: the service itself in-process, a
// stand-in for it, and valid listings to feed either. One entry, `@arrendo/listing/testing`.
export { migrations } from '../db/migrations/index.js';
export type { DB } from '../db/types.js';
export type { ListingEnv } from '../env.js';
export { startListingService } from './listing-service.js';
export { FakeListing, fakeListingOf, fakeProperty } from './fake-listing.js';
export { expectedFieldsOf, makeCatalogue, makeProperty } from './fixtures.js';
