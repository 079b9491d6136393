import type { QueryClient } from '@tanstack/react-query';
import { adminDashboardQuery } from './api';
import { parseDashboardSearch } from './search';

/**
 * The dashboard route's loader. The charts' code (Recharts, only ever needed on this page and
 * the host's performance page) is asked for beside the figures, not after them.
 */
export async function loadAdminDashboard(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<void> {
  void import('./components/dashboard-chart-impl').catch(() => undefined);
  await queryClient.ensureQueryData(adminDashboardQuery(parseDashboardSearch(search)));
}
