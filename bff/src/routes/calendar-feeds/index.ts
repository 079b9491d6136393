import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingRpc, CalendarFeedParams } from '@arrendo/contracts';

/**
 * `/calendar/<secret>.ics`: a listing's iCal feed for Airbnb, Google Calendar and the like. No
 * session: the secret in the address is the permission, and the host can replace it. Calendar
 * apps poll; they are told not to keep a copy anywhere shared.
 */
const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:file', { schema: { params: CalendarFeedParams } }, async (request, reply) => {
    const { ics } = await request.call(BookingRpc.calendarFeed, request.params);
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
};

export default calendarFeedRoutes;
