import type { GuestBookingTab, HostBookingTab } from '@arrendo/contracts/web';

// Plain functions rather than zod schemas: the route files' `validateSearch` runs in the entry
// chunk, which has almost no headroom, and these are a few comparisons.

const GUEST_TABS: readonly GuestBookingTab[] = ['upcoming', 'past', 'cancelled'];
const HOST_TABS: readonly HostBookingTab[] = ['requests', 'upcoming', 'past', 'cancelled'];

export interface TripsSearch {
  tab?: GuestBookingTab;
  /** `?status=success&id=…`: checkout's return after paying (spec 2.1, 4 "Checkout"). */
  status?: 'success';
  id?: string;
}

export interface HostBookingsSearch {
  tab?: HostBookingTab;
}

function pick<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export function parseTripsSearch(search: Record<string, unknown>): TripsSearch {
  const out: TripsSearch = {};
  const tab = pick(search.tab, GUEST_TABS);
  if (tab) out.tab = tab;
  if (search.status === 'success' && typeof search.id === 'string' && search.id) {
    out.status = 'success';
    out.id = search.id;
  }
  return out;
}

export function parseHostBookingsSearch(search: Record<string, unknown>): HostBookingsSearch {
  const tab = pick(search.tab, HOST_TABS);
  return tab ? { tab } : {};
}

export { GUEST_TABS, HOST_TABS };
