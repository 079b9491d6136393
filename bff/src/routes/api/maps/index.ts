import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MapConfig } from '@arrendo/contracts';
import { PUBLIC_CATALOGUE_CACHE } from '../../../plugins/app/cache-control.js';

/** Which basemap the web draws: decided at run time so one build serves every deployment. */
const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: { response: { 200: MapConfig } },
      config: { publicCache: PUBLIC_CATALOGUE_CACHE },
    },
    async () => ({ styleUrl: app.config.MAP_STYLE_URL ?? null }),
  );
};

export default mapsRoutes;
