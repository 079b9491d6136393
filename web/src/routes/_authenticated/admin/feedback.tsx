import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { FeedbackListPage } from '@/features/admin/components/feedback-list-page';
import { AdminPageError, AdminPagePending } from '@/features/admin/components/admin-page-states';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/feedback')({
  // The first page of rows. The query's module is imported when the loader runs (see
  // bookings.$id.tsx).
  loader: async ({ context }) => {
    const { adminFeedbackQueryOptions } = await import('@/features/support/api');
    await context.queryClient.ensureInfiniteQueryData(adminFeedbackQueryOptions);
  },
  pendingComponent: FeedbackPending,
  errorComponent: FeedbackError,
  component: FeedbackRoute,
});

function FeedbackRoute() {
  usePageTitle('admin:feedback.title');
  return <FeedbackListPage />;
}

function FeedbackPending() {
  return <AdminPagePending title="feedback.title" />;
}

function FeedbackError(props: ErrorComponentProps) {
  return <AdminPageError title="feedback.title" {...props} />;
}
