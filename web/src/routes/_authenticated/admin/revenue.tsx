import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RevenuePage } from '@/features/admin/revenue/components/revenue-page';
import { AdminPageError, AdminPagePending } from '@/features/admin/components/admin-page-states';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/revenue')({
  // The platform's fees and the payout batches; a batch opened (`?batch=`, read by the page
  // itself) loads below the list. The admin pages' module is imported when the loader runs (see
  // bookings.$id.tsx).
  loader: async ({ context }) => {
    const { loadRevenuePage } = await import('@/features/admin/api');
    await loadRevenuePage(context.queryClient);
  },
  pendingComponent: RevenuePending,
  errorComponent: RevenueError,
  component: RevenueRoute,
});

function RevenueRoute() {
  usePageTitle('admin:revenue.title');
  return <RevenuePage />;
}

function RevenuePending() {
  return <AdminPagePending title="revenue.title" />;
}

function RevenueError(props: ErrorComponentProps) {
  return <AdminPageError title="revenue.title" {...props} />;
}
