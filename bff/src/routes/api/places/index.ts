import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  PlaceAutocompleteQuery,
  PlaceDetails,
  PlaceIdParams,
  PlacePredictionsResponse,
} from '@arrendo/contracts';
import { byIp } from '../../../lib/rate-keys.js';
import { createPlacesProvider, type PlacesProvider } from '../../../places/index.js';

/** Place names and centres change rarely; an hour keeps repeated keystrokes off Google. */
export const PLACES_CACHE = 'public, max-age=3600';

export interface PlacesRoutesOptions {
  /** Tests may hand in a provider; the app builds one from its configuration. */
  provider?: PlacesProvider;
}

const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? createPlacesProvider(app.config, app.log);
  // Autocomplete guards no secret: when Redis is down, suggestions keep working.
  const limited = app.rateLimited(
    [
      {
        name: 'places:ip',
        max: app.config.RATE_LIMIT_PLACES_PER_IP,
        windowMs: 60_000,
        key: byIp,
      },
    ],
    { whenStoreDown: 'allow' },
  );

  app.get(
    '/autocomplete',
    {
      schema: { querystring: PlaceAutocompleteQuery, response: { 200: PlacePredictionsResponse } },
      config: { publicCache: PLACES_CACHE },
      preHandler: limited,
    },
    async (request) => {
      const { q, limit } = request.query;
      return { predictions: await provider.autocomplete(q, limit) };
    },
  );

  app.get(
    '/:placeId',
    {
      schema: { params: PlaceIdParams, response: { 200: PlaceDetails } },
      config: { publicCache: PLACES_CACHE },
      preHandler: limited,
    },
    async (request) => {
      const details = await provider.details(request.params.placeId);
      if (!details) throw new AppError('NOT_FOUND', 'No such place.');
      return details;
    },
  );
};

export default placesRoutes;
