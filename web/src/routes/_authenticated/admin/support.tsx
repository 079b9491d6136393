import { createFileRoute } from '@tanstack/react-router';
import { SupportTicketsPage } from '@/features/admin/components/support-tickets-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/support')({
  component: SupportRoute,
});

function SupportRoute() {
  usePageTitle('admin:support.title');
  return <SupportTicketsPage />;
}
