import { z } from 'zod';

/**
 * The listing service's own variables, merged by the kit with the base env. None yet: the demo
 * catalogue and its photos are the seed's business (`infra/seed`), which hands listings over
 * through `rpc.listing.property.import` with their photo URLs.
 */
export const envSchema = z.object({});
export type ListingEnv = z.output<typeof envSchema>;
