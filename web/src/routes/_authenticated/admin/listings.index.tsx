import { createFileRoute } from '@tanstack/react-router';
import { ListingsPage } from '@/features/admin/listings/components/listings-page';
import {
  ListingsPageError,
  ListingsPagePending,
} from '@/features/admin/listings/components/listings-page-states';
import { AdminListingsSearch } from '@/features/admin/listings/search';

export const Route = createFileRoute('/_authenticated/admin/listings/')({
  validateSearch: (search) => AdminListingsSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page for the URL's filters; the page reads the same query. The query's module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminListingsQuery } = await import('@/features/admin/listings/api');
    await context.queryClient.ensureInfiniteQueryData(adminListingsQuery(deps));
  },
  pendingComponent: ListingsPagePending,
  errorComponent: ListingsPageError,
  component: ListingsRoute,
});

function ListingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ListingsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
