import { createFileRoute } from '@tanstack/react-router';
import { FeedbackListPage } from '@/features/admin/components/feedback-list-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/feedback')({
  component: FeedbackRoute,
});

function FeedbackRoute() {
  usePageTitle('admin:feedback.title');
  return <FeedbackListPage />;
}
