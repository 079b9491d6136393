import { createFileRoute } from '@tanstack/react-router';
import { RequireAdmin } from '@/features/admin/components/require-admin';
import { UsersPage } from '@/features/admin/components/users-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/users')({ component: UsersRoute });

function UsersRoute() {
  usePageTitle('admin:users.title');
  return (
    <RequireAdmin>
      <UsersPage />
    </RequireAdmin>
  );
}
