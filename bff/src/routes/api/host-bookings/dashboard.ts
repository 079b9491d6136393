import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingRpc,
  HostDashboardQuery,
  HostDashboardResponse,
  HostDayParams,
  HostDayResponse,
} from '@arrendo/contracts';
import { guestCardsOf } from '../bookings/index.js';

/**
 * `/api/host/dashboard` (signed in): the caller's figures as a host and their month's calendar,
 * and one day of it whole — the booking service reads only rows whose host is the caller — with
 * the guests' public cards.
 */
const hostDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: HostDashboardQuery, response: { 200: HostDashboardResponse } } },
    async (request) => {
      const dashboard = await request.call(BookingRpc.hostDashboard, request.query);
      const shown = dashboard.days.flatMap((d) => d.bookings.map((b) => b.guestId));
      const guests = await guestCardsOf(request, shown);
      return { ...dashboard, guests };
    },
  );

  app.get(
    '/days/:date',
    { schema: { params: HostDayParams, response: { 200: HostDayResponse } } },
    async (request) => {
      const day = await request.call(BookingRpc.hostDay, request.params);
      const guests = await guestCardsOf(
        request,
        day.bookings.map((b) => b.guestId),
      );
      return { ...day, guests };
    },
  );
};

export default hostDashboardRoutes;
