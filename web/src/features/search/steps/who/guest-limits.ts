import { LIMITS } from '@arrendo/contracts/web';
import type { GuestCounts } from '../../state';

export type GuestKind = keyof GuestCounts;

/**
 * The Who step's limits. Adults and children together fit the largest spaces the filters' guest
 * counter offers (16); infants and pets up to 5 each. Nobody goes below 0, and children, infants
 * or pets bring one adult along (an adult stays while they are counted), as they cannot book
 * alone; this also keeps every count within what the URL restores.
 */
export const GUEST_LIMITS = {
  people: LIMITS.counters.minGuestsMax,
  infants: 5,
  pets: 5,
} as const;

function accompanied(g: GuestCounts): boolean {
  return g.children + g.infants + g.pets > 0;
}

export function minimumOf(kind: GuestKind, g: GuestCounts): number {
  return kind === 'adults' && accompanied(g) ? 1 : 0;
}

export function maximumOf(kind: GuestKind, g: GuestCounts): number {
  switch (kind) {
    case 'adults':
      return GUEST_LIMITS.people - g.children;
    case 'children':
      return GUEST_LIMITS.people - Math.max(g.adults, 1);
    case 'infants':
      return GUEST_LIMITS.infants;
    case 'pets':
      return GUEST_LIMITS.pets;
  }
}

/** One press of + (`by` 1) or − (`by` -1); a press past a limit changes nothing. */
export function stepGuests(g: GuestCounts, kind: GuestKind, by: 1 | -1): GuestCounts {
  const next = g[kind] + by;
  if (next < minimumOf(kind, g) || next > maximumOf(kind, g)) return g;
  const counts = { ...g, [kind]: next };
  if (kind !== 'adults' && by > 0 && counts.adults === 0) counts.adults = 1;
  return counts;
}
