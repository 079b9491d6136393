import { useCallback } from 'react';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/users-page';
import { AdminPageError, AdminPagePending } from '@/features/admin/components/admin-page-states';
import { UsersSearch } from '@/features/admin/users/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/users/')({
  validateSearch: (search) => UsersSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page for the URL's filter. The page reads the same query; a search typed later
  // keeps the rows on screen while it loads, so the page does not suspend on it. The query's
  // module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminUsersQuery } = await import('@/features/admin/api');
    await context.queryClient.ensureInfiniteQueryData(adminUsersQuery(deps));
  },
  pendingComponent: UsersPending,
  errorComponent: UsersError,
  component: UsersRoute,
});

function UsersRoute() {
  usePageTitle('admin:users.title');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: UsersSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <UsersPage search={search} onSearchChange={onSearchChange} />;
}

function UsersPending() {
  return <AdminPagePending title="users.title" />;
}

function UsersError(props: ErrorComponentProps) {
  return <AdminPageError title="users.title" {...props} />;
}
