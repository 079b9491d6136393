import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingRpc,
  ListPropertiesQuery,
  PropertyListResponse,
  Property,
  PropertyIdParams,
} from '@arrendo/contracts';
import { PUBLIC_CATALOGUE_CACHE } from '../../../plugins/app/cache-control.js';

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
    async (request) => request.call(ListingRpc.getProperty, { id: request.params.id }),
  );
};

export default propertyRoutes;
