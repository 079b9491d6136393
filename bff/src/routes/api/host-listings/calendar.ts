import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCalendarImportBody,
  BookingRpc,
  CalendarImportParams,
  CalendarSyncResponse,
  type CalendarSync,
  DateRangeBody,
  HostCalendar,
  ListingIdParams,
  WeeklyRulesBody,
} from '@arrendo/contracts';

/**
 * The host's availability calendar of one listing, mounted at `/api/host/listings` beside the
 * listing routes. The booking service checks ownership (it asks the listing service with the
 * caller's actor), so another user's id answers 403 and an unknown one 404.
 */
/**
 * Adding or refreshing an import reads outside calendars, each given up after the booking
 * service's CALENDAR_IMPORT_TIMEOUT_MS (10 s by default; a refresh reads them at once): the
 * usual RPC timeout would give up on a slow one before the service does.
 */
const READS_OUTSIDE_CALENDARS_MS = 25_000;

const hostCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/:id/calendar',
    { schema: { params: ListingIdParams, response: { 200: HostCalendar } } },
    async (request) => request.call(BookingRpc.getCalendar, { propertyId: request.params.id }),
  );

  app.post(
    '/:id/calendar/blocks',
    { schema: { params: ListingIdParams, body: DateRangeBody, response: { 200: HostCalendar } } },
    async (request) =>
      request.call(BookingRpc.block, { propertyId: request.params.id, ...request.body }),
  );

  app.post(
    '/:id/calendar/unblock',
    { schema: { params: ListingIdParams, body: DateRangeBody, response: { 200: HostCalendar } } },
    async (request) =>
      request.call(BookingRpc.unblock, { propertyId: request.params.id, ...request.body }),
  );

  const withUrl = (sync: CalendarSync): CalendarSyncResponse => ({
    propertyId: sync.propertyId,
    exportUrl: new URL(`/calendar/${sync.exportToken}.ics`, app.config.PUBLIC_URL).toString(),
    imports: sync.imports,
  });
  const syncSchema = { params: ListingIdParams, response: { 200: CalendarSyncResponse } };

  app.get('/:id/calendar/sync', { schema: syncSchema }, async (request) =>
    withUrl(await request.call(BookingRpc.calendarSync, { propertyId: request.params.id })),
  );

  app.post('/:id/calendar/sync/feed', { schema: syncSchema }, async (request) =>
    withUrl(await request.call(BookingRpc.rotateCalendarFeed, { propertyId: request.params.id })),
  );

  app.post(
    '/:id/calendar/sync/imports',
    { schema: { ...syncSchema, body: AddCalendarImportBody } },
    async (request) =>
      withUrl(
        await request.call(
          BookingRpc.addCalendarImport,
          { propertyId: request.params.id, ...request.body },
          { timeoutMs: READS_OUTSIDE_CALENDARS_MS },
        ),
      ),
  );

  app.delete(
    '/:id/calendar/sync/imports/:importId',
    { schema: { params: CalendarImportParams, response: { 200: CalendarSyncResponse } } },
    async (request) =>
      withUrl(
        await request.call(BookingRpc.removeCalendarImport, {
          propertyId: request.params.id,
          importId: request.params.importId,
        }),
      ),
  );

  app.post('/:id/calendar/sync/refresh', { schema: syncSchema }, async (request) =>
    withUrl(
      await request.call(
        BookingRpc.refreshCalendarImports,
        { propertyId: request.params.id },
        { timeoutMs: READS_OUTSIDE_CALENDARS_MS },
      ),
    ),
  );

  app.put(
    '/:id/calendar/weekly',
    { schema: { params: ListingIdParams, body: WeeklyRulesBody, response: { 200: HostCalendar } } },
    async (request) =>
      request.call(BookingRpc.setWeeklyRules, {
        propertyId: request.params.id,
        rules: request.body,
      }),
  );
};

export default hostCalendarRoutes;
