import { createFileRoute } from '@tanstack/react-router';
import { ClaimsListPage } from '@/features/admin/claims/components/claims-list-page';
import { AdminClaimsSearch } from '@/features/admin/claims/search';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/admin/claims/')({
  validateSearch: (search) => AdminClaimsSearch.parse(search),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  // Prefetched, not ensured: a list that cannot be read says so on the page, with a retry. The
  // query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminClaimsQuery } = await import('@/features/admin/claims/api');
    await context.queryClient.prefetchInfiniteQuery(adminClaimsQuery(deps.status));
  },
  component: ClaimsRoute,
});

function ClaimsRoute() {
  usePageTitle('admin-claims:list.title');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClaimsListPage
      filter={search.status ?? 'open'}
      onFilterChange={(next) =>
        void navigate({ search: next === 'open' ? {} : { status: next }, replace: true })
      }
    />
  );
}
