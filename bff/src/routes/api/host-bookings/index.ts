import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingListResponse, BookingRpc, HostBookingsQuery } from '@arrendo/contracts';
import { guestCardsOf } from '../bookings/index.js';

/**
 * `/api/host/bookings` (signed in): bookings of the caller's own listings, by tab — the booking
 * service decides whose they are — with each guest's public card beside them.
 */
const hostBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: HostBookingsQuery, response: { 200: BookingListResponse } } },
    async (request) => {
      const { tab, propertyId, cursor, limit } = request.query;
      const page = await request.call(BookingRpc.listForHost, {
        tab,
        limit,
        ...(propertyId ? { propertyId } : {}),
        ...(cursor ? { cursor } : {}),
      });
      const guests = await guestCardsOf(
        request,
        page.items.map((b) => b.guestId),
      );
      return { ...page, guests };
    },
  );
};

export default hostBookingRoutes;
