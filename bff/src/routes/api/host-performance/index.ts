import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingRpc,
  HostPerformanceQuery,
  HostPerformanceResponse,
  ListingRpc,
} from '@arrendo/contracts';
import { combinePerformance, performanceSpan } from '../../../lib/host-performance.js';

/**
 * `GET /api/host/performance?days=30|90|365&listingId=` (signed in): views and saves (listing
 * service) with requests, confirmations and answers (booking service), both asked at once. Each
 * service reads only the caller's listings; a `listingId` that is not one of them is a 404 from
 * the listing service.
 */
const hostPerformanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    {
      schema: { querystring: HostPerformanceQuery, response: { 200: HostPerformanceResponse } },
    },
    async (request) => {
      const { days, listingId } = request.query;
      const span = performanceSpan(days, new Date());
      const ask = { ...span, ...(listingId ? { propertyId: listingId } : {}) };
      const [activity, bookings] = await Promise.all([
        request.call(ListingRpc.hostActivity, ask),
        request.call(BookingRpc.hostPerformance, ask),
      ]);
      return combinePerformance({
        days,
        span,
        listingId: listingId ?? null,
        activity,
        bookings,
      });
    },
  );
};

export default hostPerformanceRoutes;
