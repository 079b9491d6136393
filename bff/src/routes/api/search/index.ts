import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingRpc,
  SearchQuery,
  SearchResponse,
  searchRequestFromQuery,
} from '@arrendo/contracts';
import { byIp } from '../../../lib/rate-keys.js';

/**
 * `GET /api/search`: the home page's results, for anyone. Each query parameter is validated on
 * its own so a 400 names it; the answer is never cached (availability changes by the minute,
 * and the route declares no `publicCache`, so the app's policy sends `no-store`).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A search guards no secret: when Redis is down, searching keeps working.
  const limited = app.rateLimited(
    [
      {
        name: 'search:ip',
        max: app.config.RATE_LIMIT_SEARCH_PER_IP,
        windowMs: 60_000,
        key: byIp,
      },
    ],
    { whenStoreDown: 'allow' },
  );

  app.get(
    '/',
    {
      schema: { querystring: SearchQuery, response: { 200: SearchResponse } },
      preHandler: limited,
    },
    async (request) => request.call(ListingRpc.search, searchRequestFromQuery(request.query)),
  );
};

export default searchRoutes;
