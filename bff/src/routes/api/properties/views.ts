import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingRpc, PropertyIdParams, VisitorKey } from '@arrendo/contracts';
import { isHttps, sessionCookieOptions } from '../../../lib/cookies.js';
import { byIp } from '../../../lib/rate-keys.js';

/**
 * How long a visitor cookie lives: views count once per visitor and day, so a day is all it
 * needs to tell a refresh from a new visitor. It holds a random value and nothing else, and the
 * listing service keeps only a salted hash of it.
 */
const VISITOR_COOKIE_SECONDS = 86_400;

/**
 * `POST /api/properties/:id/views` (anyone): the property page counts its view after it has
 * drawn. A signed-in visitor is counted by their account, anyone else by a visitor cookie made
 * here. 204 whether or not it counted (a second view the same day, the host's own); 404 for a
 * listing guests cannot see.
 */
const propertyViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = `${isHttps(app.config) ? '__Host-' : ''}arrendo_vid`;
  const cookieOptions = { ...sessionCookieOptions(app.config), maxAge: VISITOR_COOKIE_SECONDS };
  // Counting views guards nothing secret: when Redis is down, pages keep counting.
  const limited = app.rateLimited(
    [
      {
        name: 'views:ip',
        max: app.config.RATE_LIMIT_VIEWS_PER_IP,
        windowMs: 60_000,
        key: byIp,
      },
    ],
    { whenStoreDown: 'allow' },
  );

  app.post(
    '/:id/views',
    { schema: { params: PropertyIdParams }, preHandler: limited },
    async (request, reply) => {
      let visitorKey: string | undefined;
      if (request.actor.userId === null) {
        const carried = request.cookies[cookieName];
        const kept = VisitorKey.safeParse(carried).success ? carried : undefined;
        visitorKey = kept ?? randomBytes(16).toString('base64url');
        if (kept === undefined) reply.setCookie(cookieName, visitorKey, cookieOptions);
      }
      await request.call(ListingRpc.recordView, {
        propertyId: request.params.id,
        ...(visitorKey ? { visitorKey } : {}),
      });
      return reply.code(204).send();
    },
  );
};

export default propertyViewRoutes;
