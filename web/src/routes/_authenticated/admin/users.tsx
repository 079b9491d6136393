import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/users-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/users')({ component: UsersRoute });

function UsersRoute() {
  usePageTitle('admin:users.title');
  return <UsersPage />;
}
