import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingRpc,
  ListPropertiesQuery,
  PropertyListResponse,
  Property,
  PropertyIdParams,
} from '@arrendo/contracts';

const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListPropertiesQuery, response: { 200: PropertyListResponse } } },
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
    { schema: { params: PropertyIdParams, response: { 200: Property } } },
    async (request) => request.call(ListingRpc.getProperty, { id: request.params.id }),
  );
};

export default propertyRoutes;
