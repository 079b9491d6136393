import type { SeedContext } from './context.js';
import { seedHosts, standInHosts, type SeededHosts } from './steps/hosts.js';
import { seedListings, type SeededListings } from './steps/listings.js';
import { seedBookings, type SeededBookings } from './steps/bookings.js';
import { seedHistory, type SeededHistory } from './steps/history.js';
import { seedReviews, type SeededReviews } from './steps/reviews.js';

export interface SeedSummary {
  hosts: number;
  /** Identity accounts this run created (hosts and the demo guest). */
  accountsCreated: number;
  demoHostId?: string;
  demoGuestId?: string;
  listings: SeededListings;
  /** Absent when the run was told not to make bookings. */
  bookings?: SeededBookings;
  /** The demo host's past bookings and paid payouts; absent with `bookings`. */
  history?: SeededHistory;
  /** Both sides' reviews of the demo host's completed bookings; absent with `bookings`. */
  reviews?: SeededReviews;
}

export interface SeedOptions {
  /**
   * Stand-in host ids instead of identity users: for tests that run the listing service alone
   * (the catalogue only needs uuids). `pnpm start` always makes the real users.
   */
  withoutIdentity?: boolean;
  /**
   * Skip the demo host's bookings: for tests that start identity and listing only (the step needs
   * booking, pricing and payment too). `pnpm start` always makes them.
   */
  withoutBookings?: boolean;
}

/**
 * The demo data, step by step, each through the owning service's public commands and each
 * idempotent: running the seed again creates nothing that exists. Later steps take what earlier
 * ones return (the listings are spread over the hosts), so a step can change how it makes its
 * records without the next one noticing.
 */
export async function runSeed(ctx: SeedContext, options: SeedOptions = {}): Promise<SeedSummary> {
  const hosts: SeededHosts = options.withoutIdentity ? standInHosts() : await seedHosts(ctx);
  const listings = await seedListings(ctx, hosts);
  const withBookings = !options.withoutIdentity && !options.withoutBookings;
  const bookings = withBookings ? await seedBookings(ctx, hosts) : undefined;
  // After the coming bookings: that step stops at a host who has any booking, past ones too.
  const history = withBookings ? await seedHistory(ctx, hosts) : undefined;
  // After the history: its completed bookings are what the demo guests and host review.
  const reviews = withBookings ? await seedReviews(ctx, hosts) : undefined;
  return {
    hosts: hosts.hostIds.length,
    accountsCreated: hosts.created,
    ...(hosts.demoHostId ? { demoHostId: hosts.demoHostId } : {}),
    ...(hosts.demoGuestId ? { demoGuestId: hosts.demoGuestId } : {}),
    listings,
    ...(bookings ? { bookings } : {}),
    ...(history ? { history } : {}),
    ...(reviews ? { reviews } : {}),
  };
}
