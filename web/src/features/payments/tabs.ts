import type { QueryClient } from '@tanstack/react-query';
import { myPaymentsQueryOptions } from '@/features/bookings/api';
import { hostPayoutsQueryOptions } from '@/features/payouts/api';

// `/payments?tab=payouts`: the host's payouts; without `tab`, the payments. Read from the address
// by the page and the route's loader alike (see features/trips/use-url-search.ts); one module for
// both, so the loader's import adds a single chunk.

export type PaymentsTab = 'payments' | 'payouts';

export function paymentsTabOf(search: Record<string, unknown>): PaymentsTab {
  return search.tab === 'payouts' ? 'payouts' : 'payments';
}

/** What the tab in the address shows first: the list's first page, or the host's ledger. */
export function loadPaymentsTab(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<unknown> {
  return paymentsTabOf(search) === 'payouts'
    ? queryClient.ensureQueryData(hostPayoutsQueryOptions())
    : queryClient.ensureQueryData(myPaymentsQueryOptions());
}
