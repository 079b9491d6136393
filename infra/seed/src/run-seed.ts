import type { SeedContext } from './context.js';
import { seedHosts } from './steps/hosts.js';
import { seedListings, type SeededListings } from './steps/listings.js';

export interface SeedSummary {
  hosts: number;
  listings: SeededListings;
}

/**
 * The demo data, step by step, each through the owning service's public commands and each
 * idempotent: running the seed again creates nothing that exists. Later steps take what earlier
 * ones return (the listings are spread over the hosts), so a step can change how it makes its
 * records without the next one noticing.
 */
export async function runSeed(ctx: SeedContext): Promise<SeedSummary> {
  const hosts = await seedHosts(ctx);
  const listings = await seedListings(ctx, hosts);
  return { hosts: hosts.hostIds.length, listings };
}
