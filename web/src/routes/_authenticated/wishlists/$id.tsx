import { createFileRoute, notFound } from '@tanstack/react-router';
import { Uuid } from '@arrendo/contracts/web';
import { WishlistPage } from '@/features/wishlists/components/wishlist-page';

export const Route = createFileRoute('/_authenticated/wishlists/$id')({
  beforeLoad: ({ params }) => {
    if (!Uuid.safeParse(params.id).success) throw notFound();
  },
  component: WishlistRoute,
});

function WishlistRoute() {
  const { id } = Route.useParams();
  return <WishlistPage key={id} id={id} />;
}
