import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Availability, AvailabilityQuery, BookingRpc, PropertyIdParams } from '@arrendo/contracts';

/** Bookings change it at any moment: a short cache only absorbs bursts of the same picker. */
export const AVAILABILITY_CACHE = 'public, max-age=30';

/** What a guest's date picker must disable, for a published listing (public). */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/availability',
    {
      schema: {
        params: PropertyIdParams,
        querystring: AvailabilityQuery,
        response: { 200: Availability },
      },
      config: { publicCache: AVAILABILITY_CACHE },
    },
    async (request) =>
      request.call(BookingRpc.availability, { propertyId: request.params.id, ...request.query }),
  );
};

export default availabilityRoutes;
