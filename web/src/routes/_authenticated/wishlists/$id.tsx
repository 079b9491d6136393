import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import {
  WishlistNotFound,
  WishlistPage,
  WishlistPageError,
  WishlistPagePending,
} from '@/features/wishlists/components/wishlist-page';

export const Route = createFileRoute('/_authenticated/wishlists/$id')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.id).success) throw notFound();
  },
  // The query's module is imported when the loader runs (see bookings.$id.tsx). A list the API
  // answers 404 for is the route's not-found (the router reads ApiError.isNotFound).
  loader: async ({ context, params }) => {
    const { wishlistQueryOptions } = await import('@/features/wishlists/api');
    await context.queryClient.ensureQueryData(wishlistQueryOptions(params.id));
  },
  pendingComponent: WishlistPagePending,
  errorComponent: WishlistPageError,
  notFoundComponent: WishlistNotFound,
  component: WishlistRoute,
});

function WishlistRoute() {
  const { id } = Route.useParams();
  return <WishlistPage key={id} id={id} />;
}
