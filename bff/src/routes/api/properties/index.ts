import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingRpc,
  ListPropertiesQuery,
  PropertyListResponse,
  Property,
  PropertyIdParams,
} from '@arrendo/contracts';
import {
  keepOutOfPublicCache,
  PUBLIC_CATALOGUE_CACHE,
} from '../../../plugins/app/cache-control.js';

const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: ListPropertiesQuery, response: { 200: PropertyListResponse } },
      config: { publicCache: PUBLIC_CATALOGUE_CACHE },
    },
    async (request) => {
      const { type, cursor, limit } = request.query;
      return request.call(ListingRpc.listProperties, {
        limit,
        ...(type ? { listingType: type } : {}),
        ...(cursor ? { cursor } : {}),
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: { params: PropertyIdParams, response: { 200: Property } },
      config: { publicCache: PUBLIC_CATALOGUE_CACHE },
    },
    async (request, reply) => {
      const property = await request.call(ListingRpc.getProperty, { id: request.params.id });
      // Only the market is the same for everyone: a preview is its host's (or an admin's).
      if (property.status !== 'published') keepOutOfPublicCache(reply);
      return property;
    },
  );
};

export default propertyRoutes;
