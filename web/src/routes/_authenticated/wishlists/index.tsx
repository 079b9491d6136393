import { createFileRoute } from '@tanstack/react-router';
import {
  WishlistsPage,
  WishlistsPageError,
  WishlistsPagePending,
} from '@/features/wishlists/components/wishlists-page';

export const Route = createFileRoute('/_authenticated/wishlists/')({
  // The query's module is imported when the loader runs: a loader may ship with the route tree,
  // the API's schemas need not (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { wishlistsQueryOptions } = await import('@/features/wishlists/api');
    await context.queryClient.ensureQueryData(wishlistsQueryOptions());
  },
  pendingComponent: WishlistsPagePending,
  errorComponent: WishlistsPageError,
  component: WishlistsPage,
});
