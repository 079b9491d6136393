import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  GeocodeQuery,
  GeocodeResult,
  PlaceAutocompleteQuery,
  PlaceDetails,
  PlaceIdParams,
  PlacePredictionsResponse,
  ReverseGeocodeQuery,
  ReverseGeocodeResult,
} from '@arrendo/contracts';
import { byIp } from '../../../lib/rate-keys.js';
import { createPlacesProvider, type PlacesProvider } from '../../../places/index.js';

/** Place names and centres change rarely; an hour keeps repeated keystrokes off Google. */
export const PLACES_CACHE = 'public, max-age=3600';

/** The words the web shows as they are (spec §5) when a typed destination is not found. */
export const GEOCODE_NOT_FOUND =
  'Please select a valid city, region, or country from the suggestions.';

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

  // Static paths: find-my-way matches them before `/:placeId`, whatever the order (tested).
  app.get(
    '/geocode',
    {
      schema: { querystring: GeocodeQuery, response: { 200: GeocodeResult } },
      config: { publicCache: PLACES_CACHE },
      preHandler: limited,
    },
    async (request) => {
      const result = await provider.geocode(request.query.address);
      if (!result) throw new AppError('NOT_FOUND', GEOCODE_NOT_FOUND);
      return result;
    },
  );

  app.get(
    '/reverse',
    {
      schema: { querystring: ReverseGeocodeQuery, response: { 200: ReverseGeocodeResult } },
      config: { publicCache: PLACES_CACHE },
      preHandler: limited,
    },
    async (request) => {
      const { lat, lng } = request.query;
      const result = await provider.reverse(lat, lng);
      if (!result) throw new AppError('NOT_FOUND', 'No place is known near this position.');
      return result;
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
