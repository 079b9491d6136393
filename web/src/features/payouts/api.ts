import { queryOptions } from '@tanstack/react-query';
import { HostPayoutsResponse } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/**
 * The host's payout ledger (contracts `http/payouts.ts`, decision 0041): the totals, every line
 * with its booking and every payout. `/payments?tab=payouts` reads it.
 */
export const hostPayoutsKeys = {
  all: ['payouts', 'ledger'] as const,
};

export function hostPayoutsQueryOptions() {
  return queryOptions({
    queryKey: hostPayoutsKeys.all,
    queryFn: ({ signal }) => api.get('/payouts/ledger', HostPayoutsResponse, { signal }),
  });
}
