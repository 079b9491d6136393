import type { QueryClient } from '@tanstack/react-query';
import type { StressRunKind } from '@arrendo/contracts/web';
import { stressRunsQuery, stressScenariosQuery } from './api';

/**
 * A stress page's loader: the scenarios (and whether a run goes now) and the page's past runs.
 * The live chart's code (Recharts) is asked for beside them, not after them.
 */
export async function loadStressPage(queryClient: QueryClient, kind: StressRunKind): Promise<void> {
  void import('./components/run-chart-impl').catch(() => undefined);
  await Promise.all([
    queryClient.ensureQueryData(stressScenariosQuery),
    queryClient.ensureInfiniteQueryData(stressRunsQuery(kind)),
  ]);
}
