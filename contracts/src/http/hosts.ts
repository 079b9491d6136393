import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { PublicHostProfile } from '../identity/model.js';
import { PropertySummary } from '../listing/property.js';

/**
 * `/api/hosts` (public, cached like the catalogue):
 *
 * | route | answer |
 * |---|---|
 * | GET /:id | `HostProfileResponse` of a user with a published listing; anyone else's only to themself, admins and the other side of a booking; otherwise the 404 of an unknown or deleted user (decision 0026) |
 */
export const HostIdParams = z.object({ id: Uuid }).strict();

/** How many of the host's listings the profile shows (the count says how many there are). */
export const HOST_PROFILE_LISTINGS = 24;

export const HostProfileResponse = z.object({
  host: PublicHostProfile,
  /** Published listings only, newest first, at most HOST_PROFILE_LISTINGS. */
  listings: z.array(PropertySummary),
  /** Every published listing of the host, not just the ones shown. */
  listingCount: z.number().int().nonnegative(),
});
export type HostProfileResponse = z.infer<typeof HostProfileResponse>;
