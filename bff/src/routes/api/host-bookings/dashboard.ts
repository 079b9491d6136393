import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BookingRpc,
  HostDashboardQuery,
  HostDashboardResponse,
  HostDayParams,
  HostDayResponse,
  type BookingGuest,
  type HostDashboardBooking,
} from '@arrendo/contracts';
import { guestCardOf } from '../bookings/index.js';

/** The public cards (first name, avatar) of the bookings' guests, by id. */
async function guestsOf(
  request: FastifyRequest,
  bookings: readonly HostDashboardBooking[],
): Promise<Record<string, BookingGuest>> {
  const ids = [...new Set(bookings.map((b) => b.guestId))];
  const cards = await Promise.all(ids.map((id) => guestCardOf(request, id)));
  const guests: Record<string, BookingGuest> = {};
  for (const card of cards) if (card) guests[card.id] = card;
  return guests;
}

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
      const guests = await guestsOf(
        request,
        dashboard.days.flatMap((d) => d.bookings),
      );
      return { ...dashboard, guests };
    },
  );

  app.get(
    '/days/:date',
    { schema: { params: HostDayParams, response: { 200: HostDayResponse } } },
    async (request) => {
      const day = await request.call(BookingRpc.hostDay, request.params);
      return { ...day, guests: await guestsOf(request, day.bookings) };
    },
  );
};

export default hostDashboardRoutes;
