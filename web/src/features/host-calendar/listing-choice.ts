import type { ListingSummary } from '@arrendo/contracts/web';

/** Whose calendar the page shows. */
export type ListingChoice =
  /** The host has no listings yet: the page invites them to create one. */
  | { kind: 'none' }
  /** The address names a listing that is not among the host's (unknown, or another host's). */
  | { kind: 'unknown'; id: string }
  | { kind: 'listing'; listing: ListingSummary };

/** The address's listing when it is the host's own, the host's first listing when it names none. */
export function chooseListing(
  requested: string | undefined,
  listings: readonly ListingSummary[],
): ListingChoice {
  const first = listings[0];
  if (!first) return { kind: 'none' };
  if (requested === undefined) return { kind: 'listing', listing: first };
  const listing = listings.find((l) => l.id === requested);
  return listing ? { kind: 'listing', listing } : { kind: 'unknown', id: requested };
}
