import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HostIdParams, HostProfileResponse } from '@arrendo/contracts';
import { PUBLIC_CATALOGUE_CACHE } from '../../../plugins/app/cache-control.js';
import { visibleHostProfile, type Ask } from '../../../lib/host-visibility.js';

/**
 * The public host profile: identity's public fields beside the host's published listings, asked
 * in parallel. Only a host with a published listing is public; anyone else's profile answers the
 * 404 of an unknown id, but to themself, an admin and the people they share a booking with
 * (decision 0026). The cache plugin keeps answers to a signed-in asker out of shared caches.
 */
const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: { params: HostIdParams, response: { 200: HostProfileResponse } },
      config: { publicCache: PUBLIC_CATALOGUE_CACHE },
    },
    async (request) => {
      const ask: Ask = (definition, data) => request.call(definition, data);
      return visibleHostProfile(ask, request.actor, request.params.id);
    },
  );
};

export default hostRoutes;
