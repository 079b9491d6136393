import { createFileRoute } from '@tanstack/react-router';
import { HostPerformancePage } from '@/features/host-performance/components/host-performance-page';
import { PerformanceError } from '@/features/host-performance/components/performance-error';
import { PerformancePending } from '@/features/host-performance/components/performance-pending';
import { loadHostPerformance } from '@/features/host-performance/load';

export const Route = createFileRoute('/_authenticated/host/performance')({
  // The loader, the page, its skeleton and its error in one chunk: the entry, which every first
  // visit downloads, then names one chunk for this route instead of one per part (measured: 70
  // bytes gzip less; the property page's first visit has no room to spare, .size-limit.ts).
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  // `?days=30|90|365&listing=` (read by the page itself, see host-performance/search.ts).
  loader: ({ context, location }) =>
    loadHostPerformance(context.queryClient, location.search as Record<string, unknown>),
  pendingComponent: PerformancePending,
  errorComponent: PerformanceError,
  component: HostPerformancePage,
});
