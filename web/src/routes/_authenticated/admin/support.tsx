import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { SupportTicketsPage } from '@/features/admin/components/support-tickets-page';
import { AdminPageError, AdminPagePending } from '@/features/admin/components/admin-page-states';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/support')({
  // The first page of rows. The query's module is imported when the loader runs (see
  // bookings.$id.tsx).
  loader: async ({ context }) => {
    const { adminTicketsQueryOptions } = await import('@/features/support/api');
    await context.queryClient.ensureInfiniteQueryData(adminTicketsQueryOptions);
  },
  pendingComponent: SupportPending,
  errorComponent: SupportError,
  component: SupportRoute,
});

function SupportRoute() {
  usePageTitle('admin:support.title');
  return <SupportTicketsPage />;
}

function SupportPending() {
  return <AdminPagePending title="support.title" />;
}

function SupportError(props: ErrorComponentProps) {
  return <AdminPageError title="support.title" {...props} />;
}
