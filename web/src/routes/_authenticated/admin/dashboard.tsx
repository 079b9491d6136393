import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '@/features/admin/dashboard/components/dashboard-page';
import {
  DashboardError,
  DashboardPending,
} from '@/features/admin/dashboard/components/dashboard-states';
import { loadAdminDashboard } from '@/features/admin/dashboard/load';

export const Route = createFileRoute('/_authenticated/admin/dashboard')({
  // The loader, the page, its skeleton and its error in one chunk (see host.performance.tsx);
  // Recharts stays in its own, fetched by the loader beside the figures.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  // `?days=30|90|365` (read by the page itself, see admin/dashboard/search.ts).
  loader: ({ context, location }) =>
    loadAdminDashboard(context.queryClient, location.search as Record<string, unknown>),
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: AdminDashboardPage,
});
