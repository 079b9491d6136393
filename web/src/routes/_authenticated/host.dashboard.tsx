import { createFileRoute } from '@tanstack/react-router';
import { DashboardError } from '@/features/host-dashboard/components/dashboard-error';
import { DashboardPending } from '@/features/host-dashboard/components/dashboard-pending';
import { HostDashboardPage } from '@/features/host-dashboard/components/host-dashboard-page';

export const Route = createFileRoute('/_authenticated/host/dashboard')({
  // The month in the address (`?month=YYYY-MM`, read by the page itself, see use-url-search.ts)
  // and the host's listings. The module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const { loadHostDashboard } = await import('@/features/host-dashboard/load');
    await loadHostDashboard(context.queryClient, location.search as Record<string, unknown>);
  },
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: HostDashboardPage,
});
