import { createFileRoute } from '@tanstack/react-router';
import {
  TripsPage,
  TripsPageError,
  TripsPagePending,
} from '@/features/trips/components/trips-page';

export const Route = createFileRoute('/_authenticated/bookings/')({
  // The first page of the tab in the address (`?tab=`, read by the page itself, see
  // use-url-search.ts). The modules are imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const [{ guestBookingsQueryOptions }, { parseTripsSearch }] = await Promise.all([
      import('@/features/bookings/api'),
      import('@/features/trips/search'),
    ]);
    const { tab = 'upcoming' } = parseTripsSearch(location.search as Record<string, unknown>);
    await context.queryClient.ensureQueryData(guestBookingsQueryOptions(tab));
  },
  pendingComponent: TripsPagePending,
  errorComponent: TripsPageError,
  component: TripsPage,
});
