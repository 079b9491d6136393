import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/users-page';
import { AdminPageError, AdminPagePending } from '@/features/admin/components/admin-page-states';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/users')({
  // The first page of every account (no search typed yet). The page reads the same query; a
  // search typed later keeps the rows on screen while it loads, so the page does not suspend on
  // it. The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { adminUsersQuery } = await import('@/features/admin/api');
    await context.queryClient.ensureInfiniteQueryData(adminUsersQuery(''));
  },
  pendingComponent: UsersPending,
  errorComponent: UsersError,
  component: UsersRoute,
});

function UsersRoute() {
  usePageTitle('admin:users.title');
  return <UsersPage />;
}

function UsersPending() {
  return <AdminPagePending title="users.title" />;
}

function UsersError(props: ErrorComponentProps) {
  return <AdminPageError title="users.title" {...props} />;
}
