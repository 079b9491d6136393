import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { Wishlist, WishlistName } from '../listing/wishlist.js';

/**
 * `/api/wishlists` (signed in; a list that is not the user's answers 404):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET / | | `WishlistsResponse` |
 * | POST / | `CreateWishlistBody` | 201 `Wishlist` |
 * | GET /saved | | `SavedListings` |
 * | DELETE /saved/:propertyId | | `SavedListings` (removed from every list) |
 * | GET /:id | | `WishlistDetail` |
 * | PATCH /:id | `RenameWishlistBody` | `Wishlist` |
 * | DELETE /:id | | 204 |
 * | PUT /:id/items/:propertyId | | `Wishlist` |
 * | DELETE /:id/items/:propertyId | | `Wishlist` |
 */
export const CreateWishlistBody = z
  .object({ name: WishlistName, propertyId: Uuid.optional() })
  .strict();
export type CreateWishlistBody = z.infer<typeof CreateWishlistBody>;
export const RenameWishlistBody = z.object({ name: WishlistName }).strict();
export type RenameWishlistBody = z.infer<typeof RenameWishlistBody>;
export const WishlistsResponse = z.object({ items: z.array(Wishlist) });
export type WishlistsResponse = z.infer<typeof WishlistsResponse>;
export const WishlistIdParams = z.object({ id: Uuid }).strict();
export const WishlistItemParams = z.object({ id: Uuid, propertyId: Uuid }).strict();
export const SavedPropertyParams = z.object({ propertyId: Uuid }).strict();
