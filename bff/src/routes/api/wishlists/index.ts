import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWishlistBody,
  ListingRpc,
  RenameWishlistBody,
  SavedListings,
  SavedPropertyParams,
  Wishlist,
  WishlistDetail,
  WishlistIdParams,
  WishlistItemParams,
  WishlistsResponse,
} from '@arrendo/contracts';

/** The signed-in user's wishlists (`/api/wishlists`); another user's list answers 404. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: WishlistsResponse } } }, async (request) =>
    request.call(ListingRpc.listWishlists, {}),
  );

  app.post(
    '/',
    { schema: { body: CreateWishlistBody, response: { 201: Wishlist } } },
    async (request, reply) =>
      reply.code(201).send(await request.call(ListingRpc.createWishlist, request.body)),
  );

  app.get('/saved', { schema: { response: { 200: SavedListings } } }, async (request) =>
    request.call(ListingRpc.saved, {}),
  );

  app.delete(
    '/saved/:propertyId',
    { schema: { params: SavedPropertyParams, response: { 200: SavedListings } } },
    async (request) => request.call(ListingRpc.unsave, { propertyId: request.params.propertyId }),
  );

  app.get(
    '/:id',
    { schema: { params: WishlistIdParams, response: { 200: WishlistDetail } } },
    async (request) => request.call(ListingRpc.getWishlist, { id: request.params.id }),
  );

  app.patch(
    '/:id',
    { schema: { params: WishlistIdParams, body: RenameWishlistBody, response: { 200: Wishlist } } },
    async (request) =>
      request.call(ListingRpc.renameWishlist, { id: request.params.id, name: request.body.name }),
  );

  app.delete('/:id', { schema: { params: WishlistIdParams } }, async (request, reply) => {
    await request.call(ListingRpc.deleteWishlist, { id: request.params.id });
    return reply.code(204).send();
  });

  app.put(
    '/:id/items/:propertyId',
    { schema: { params: WishlistItemParams, response: { 200: Wishlist } } },
    async (request) => request.call(ListingRpc.addToWishlist, request.params),
  );

  app.delete(
    '/:id/items/:propertyId',
    { schema: { params: WishlistItemParams, response: { 200: Wishlist } } },
    async (request) => request.call(ListingRpc.removeFromWishlist, request.params),
  );
};

export default wishlistRoutes;
