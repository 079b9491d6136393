import { z } from 'zod';

/**
 * `/admin/listings?q=providencia&state=published&type=home&host=ana@example.com`: the list's
 * filters, so a filtered view can be linked, reloaded and gone back to. Spelled here rather than
 * taken from the contracts: this module rides in the app's entry with the route (see b79042e).
 * Anything malformed is dropped rather than failing the page; the API checks the rest.
 */
export const AdminListingsSearch = z.object({
  q: z.string().trim().min(1).max(120).optional().catch(undefined),
  state: z
    .enum(['draft', 'published', 'unlisted', 'unlisted_by_admin'])
    .optional()
    .catch(undefined),
  type: z.enum(['home', 'experience']).optional().catch(undefined),
  host: z.string().trim().min(1).max(254).optional().catch(undefined),
});
export type AdminListingsSearch = z.infer<typeof AdminListingsSearch>;
