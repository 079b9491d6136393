import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  CreateListingBody,
  Listing,
  ListingIdParams,
  ListingRpc,
  MyListingsResponse,
  UpdateListingBody,
} from '@arrendo/contracts';

/**
 * The host's own listings (`/api/host/listings`). Signed in only; the listing service decides
 * ownership for every id. Photos and calendar routes under the same prefix live in their own files.
 */
const hostListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: MyListingsResponse } } }, async (request) =>
    request.call(ListingRpc.listMyListings, {}),
  );

  app.post(
    '/',
    { schema: { body: CreateListingBody, response: { 200: Listing, 201: Listing } } },
    async (request, reply) => {
      // The id is the wizard's: 201 only when this call made the draft, 200 for a retry of it.
      const existed = await request
        .call(ListingRpc.getListing, { id: request.body.id })
        .then(() => true)
        .catch((error: unknown) => {
          if (AppError.isAppError(error) && ['NOT_FOUND', 'FORBIDDEN'].includes(error.code)) {
            return false;
          }
          throw error;
        });
      const listing = await request.call(ListingRpc.createListing, request.body);
      return reply.code(existed ? 200 : 201).send(listing);
    },
  );

  app.get(
    '/:id',
    { schema: { params: ListingIdParams, response: { 200: Listing } } },
    async (request) => request.call(ListingRpc.getListing, { id: request.params.id }),
  );

  app.patch(
    '/:id',
    { schema: { params: ListingIdParams, body: UpdateListingBody, response: { 200: Listing } } },
    async (request) =>
      request.call(ListingRpc.updateListing, { id: request.params.id, patch: request.body }),
  );

  app.delete('/:id', { schema: { params: ListingIdParams } }, async (request, reply) => {
    await request.call(ListingRpc.deleteListing, { id: request.params.id });
    return reply.code(204).send();
  });

  app.post(
    '/:id/publish',
    { schema: { params: ListingIdParams, response: { 200: Listing } } },
    async (request) => request.call(ListingRpc.publishListing, { id: request.params.id }),
  );

  app.post(
    '/:id/unpublish',
    { schema: { params: ListingIdParams, response: { 200: Listing } } },
    async (request) => request.call(ListingRpc.unpublishListing, { id: request.params.id }),
  );
};

export default hostListingRoutes;
