import type { QueryClient } from '@tanstack/react-query';
import { myListingsQueryOptions } from '@/features/manage-listings/api';
import { payoutSetupQueryOptions } from '@/features/payout-setup/api';
import { isoDate } from '@/lib/iso-date';
import { hostDashboardQueryOptions } from './api';
import { dashboardMonth } from './month';

/**
 * The dashboard route's loader: the address's month (this month by default) as of the device's
 * date, and the host's listings. One module the route imports when it loads: each dynamic import
 * in a route file costs the entry chunk its own list of chunks to preload.
 */
export async function loadHostDashboard(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<void> {
  const today = isoDate(new Date());
  const month = dashboardMonth(search, today);
  // Asked beside the figures, never waited for: the 'Complete Your Setup' card shows when it
  // arrives, and a failure shows nothing (complete-setup-card.tsx).
  void queryClient.prefetchQuery(payoutSetupQueryOptions());
  await Promise.all([
    queryClient.ensureQueryData(hostDashboardQueryOptions(month, today)),
    queryClient.ensureQueryData(myListingsQueryOptions()),
  ]);
}
