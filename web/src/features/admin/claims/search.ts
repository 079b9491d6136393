import { z } from 'zod';
import type { ClaimStatus } from '@arrendo/contracts/web';

// Spelled here, checked against the contract by the compiler: this module rides in the app's
// entry with the route, and the contract's module would bring the claims model with it.
const STATUSES = [
  'open',
  'approved',
  'rejected',
  'withdrawn',
] as const satisfies readonly ClaimStatus[];

/** The list's filters: a claim status, or every claim. */
export const CLAIM_FILTERS = [...STATUSES, 'all'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

/** `/admin/claims?status=approved`: the status shown; open claims (the work to do) without it. */
export const AdminClaimsSearch = z.object({
  status: z.enum(CLAIM_FILTERS).optional().catch(undefined),
});
export type AdminClaimsSearch = z.infer<typeof AdminClaimsSearch>;
