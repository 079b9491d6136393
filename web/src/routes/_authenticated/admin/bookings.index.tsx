import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '@/features/admin/bookings/components/bookings-page';
import {
  BookingsPageError,
  BookingsPagePending,
} from '@/features/admin/bookings/components/bookings-page-states';
import { AdminBookingsSearch } from '@/features/admin/bookings/search';

export const Route = createFileRoute('/_authenticated/admin/bookings/')({
  validateSearch: (search) => AdminBookingsSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page for the URL's filters; the page reads the same query. The query's module is
  // imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, deps }) => {
    const { adminBookingsQuery } = await import('@/features/admin/bookings/api');
    await context.queryClient.ensureInfiniteQueryData(adminBookingsQuery(deps));
  },
  pendingComponent: BookingsPagePending,
  errorComponent: BookingsPageError,
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
