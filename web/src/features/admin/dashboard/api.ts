import { queryOptions } from '@tanstack/react-query';
import { AdminDashboardResponse, type AdminDashboardDays } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  period: (days: AdminDashboardDays) => [...adminDashboardKeys.all, days] as const,
};

/**
 * The dashboard's figures over the `days` ending today (contracts `http/admin-dashboard.ts`).
 * A section whose service did not answer comes back marked unavailable, not as an error.
 */
export function adminDashboardQuery(days: AdminDashboardDays) {
  return queryOptions({
    queryKey: adminDashboardKeys.period(days),
    queryFn: ({ signal }) =>
      api.get('/admin/dashboard', AdminDashboardResponse, { query: { days }, signal }),
    // Queue counts move by the second; the rest is cheap to ask for again on return.
    staleTime: 15_000,
  });
}
