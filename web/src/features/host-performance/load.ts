import type { QueryClient } from '@tanstack/react-query';
import { hostPerformanceQueryOptions } from './api';
import { parsePerformanceSearch } from './search';

/**
 * The performance route's loader: the address's period and listing. It rides in the route's one
 * chunk with the page (host.performance.tsx). The chart's code is asked for beside the figures,
 * not after them: it is only ever needed here.
 */
export async function loadHostPerformance(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<void> {
  const { days, listingId } = parsePerformanceSearch(search);
  // The same chunk the chart's lazy() fetches: asked for now, it arrives beside the figures.
  void import('./components/performance-chart-impl').catch(() => undefined);
  await queryClient.ensureQueryData(hostPerformanceQueryOptions(days, listingId));
}
