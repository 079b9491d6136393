import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingRpc,
  HostDashboardQuery,
  HostDashboardResponse,
  type BookingGuest,
} from '@arrendo/contracts';
import { guestCardOf } from '../bookings/index.js';

/**
 * `/api/host/dashboard` (signed in): the caller's figures as a host and one month of their
 * bookings — the booking service reads only rows whose host is the caller — with each guest's
 * public card (first name, avatar) for the calendar and the day's list.
 */
const hostDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: HostDashboardQuery, response: { 200: HostDashboardResponse } } },
    async (request) => {
      const dashboard = await request.call(BookingRpc.hostDashboard, request.query);
      const ids = [...new Set(dashboard.bookings.map((b) => b.guestId))];
      const cards = await Promise.all(ids.map((id) => guestCardOf(request, id)));
      const guests: Record<string, BookingGuest> = {};
      for (const card of cards) if (card) guests[card.id] = card;
      return { ...dashboard, guests };
    },
  );
};

export default hostDashboardRoutes;
