import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingRpc,
  IdentityRpc,
  ListingRpc,
  MessagingRpc,
  NotificationRpc,
  PERSONAL_DATA_FORMAT,
  PaymentRpc,
  PersonalDataExport,
  personalDataFileName,
} from '@arrendo/contracts';
import { byUser } from '../../../lib/rate-keys.js';

/**
 * `GET /api/account/export` (signed in): the person's data as one JSON file (portability, Ley
 * 21.719). Each service answers for its own part, asked as the caller (the user is the session's,
 * never a parameter). All or nothing: a service that cannot answer makes the export fail (503)
 * rather than hand over a file that looks complete and is not. The answer goes through the
 * contract's schema, so a field a service adds later is not exported until the contract says so.
 */
const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  // Each export reads every service's tables for one person: a few an hour is plenty for a person,
  // and the limit keeps a stolen session from turning it into load. Without Redis, refused: the
  // limit is what keeps the export cheap.
  const limited = app.rateLimited(
    [
      {
        name: 'account-export:user',
        max: app.config.RATE_LIMIT_DATA_EXPORTS_PER_USER,
        windowMs: 60 * 60_000,
        key: byUser,
      },
    ],
    { whenStoreDown: 'refuse' },
  );

  // The file is sent as the text it is (a string skips the serializer): the schema documents it
  // (OpenAPI at /api/docs), typed loosely so the handler may send that text.
  const schema: FastifySchema = { response: { 200: PersonalDataExport } };
  app.get('/', { schema, preHandler: limited }, async (request, reply) => {
    const timeoutMs = app.config.RPC_TIMEOUT_MS * 2;
    const [account, listings, bookings, payments, support, messages] = await Promise.all([
      request.call(IdentityRpc.exportUser, {}, { timeoutMs }),
      request.call(ListingRpc.exportUser, {}, { timeoutMs }),
      request.call(BookingRpc.exportUser, {}, { timeoutMs }),
      request.call(PaymentRpc.exportUser, {}, { timeoutMs }),
      request.call(NotificationRpc.exportUser, {}, { timeoutMs }),
      request.call(MessagingRpc.exportUser, {}, { timeoutMs }),
    ]);
    const exportedAt = new Date().toISOString();
    const body = PersonalDataExport.parse({
      format: PERSONAL_DATA_FORMAT,
      version: 1,
      exportedAt,
      account,
      listings,
      bookings,
      payments,
      support,
      messages,
    });
    // Cache-Control: private, no-store, as every signed-in answer (plugins/app/cache-control.ts).
    return reply
      .header('content-disposition', `attachment; filename="${personalDataFileName(exportedAt)}"`)
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(body, null, 2)}\n`);
  });
};

export default accountExportRoutes;
