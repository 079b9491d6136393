import { createFileRoute } from '@tanstack/react-router';
import {
  HostBookingsPage,
  HostBookingsPageError,
  HostBookingsPagePending,
} from '@/features/host-bookings/components/host-bookings-page';

export const Route = createFileRoute('/_authenticated/host/bookings')({
  // The first page of the tab in the address (`?tab=`, read by the page itself, see
  // use-url-search.ts). The modules are imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context, location }) => {
    const [{ hostBookingsQueryOptions }, { parseHostBookingsSearch }] = await Promise.all([
      import('@/features/bookings/api'),
      import('@/features/trips/search'),
    ]);
    const { tab = 'requests' } = parseHostBookingsSearch(
      location.search as Record<string, unknown>,
    );
    await context.queryClient.ensureQueryData(hostBookingsQueryOptions(tab));
  },
  pendingComponent: HostBookingsPagePending,
  errorComponent: HostBookingsPageError,
  component: HostBookingsPage,
});
