import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOST_PROFILE_LISTINGS,
  HostIdParams,
  HostProfileResponse,
  IdentityRpc,
  ListingRpc,
} from '@arrendo/contracts';
import { PUBLIC_CATALOGUE_CACHE } from '../../../plugins/app/cache-control.js';

/**
 * The public host profile: identity's public fields beside the host's published listings, asked
 * in parallel. Identity decides whether the host exists (404 for unknown and deleted users),
 * so a deleted host's page is gone even while their listings are still being unpublished.
 */
const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: { params: HostIdParams, response: { 200: HostProfileResponse } },
      config: { publicCache: PUBLIC_CATALOGUE_CACHE },
    },
    async (request) => {
      const { id } = request.params;
      const [host, listings] = await Promise.all([
        request.call(IdentityRpc.getPublicProfile, { userId: id }),
        request.call(ListingRpc.listProperties, { hostId: id, limit: HOST_PROFILE_LISTINGS }),
      ]);
      return { host, listings: listings.items, listingCount: listings.total };
    },
  );
};

export default hostRoutes;
