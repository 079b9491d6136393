import { createFileRoute } from '@tanstack/react-router';
import { AdminToolsPage } from '@/features/admin/components/admin-tools-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/')({ component: AdminToolsRoute });

function AdminToolsRoute() {
  usePageTitle('admin:tools.title');
  return <AdminToolsPage />;
}
