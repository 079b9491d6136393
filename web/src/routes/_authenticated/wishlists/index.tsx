import { createFileRoute } from '@tanstack/react-router';
import { WishlistsPage } from '@/features/wishlists/components/wishlists-page';

export const Route = createFileRoute('/_authenticated/wishlists/')({ component: WishlistsPage });
