import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AdminListingIdParams,
  AdminListingResponse,
  AdminListingsQuery,
  AdminListingsResponse,
  AppError,
  IdentityRpc,
  ListingRpc,
  UnlistListingBody,
  Uuid,
  type AdminListingDetail,
  type AdminListingHost,
} from '@arrendo/contracts';

/**
 * The host filter's answer: a user id as given, or the id of the one live account with exactly
 * that email (identity's admin search finds by part of an address; only an exact match counts).
 * Null: no such account, so no listing can match.
 */
async function hostIdOf(request: FastifyRequest, host: string): Promise<string | null> {
  const asId = Uuid.safeParse(host);
  if (asId.success) return asId.data;
  const email = host.trim().toLowerCase();
  const page = await request.call(IdentityRpc.listUsers, { q: email, limit: 20 });
  return page.items.find((u) => u.email.toLowerCase() === email)?.id ?? null;
}

/** The listing's host as identity knows them now; null once the account is gone. */
async function hostOf(request: FastifyRequest, userId: string): Promise<AdminListingHost | null> {
  try {
    const user = await request.call(IdentityRpc.adminUser, { userId });
    return { id: user.id, fullName: user.fullName, email: user.email, status: user.status };
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

async function withHost(
  request: FastifyRequest,
  listing: AdminListingDetail,
): Promise<AdminListingResponse> {
  return { ...listing, host: await hostOf(request, listing.hostId) };
}

/**
 * `/api/admin/listings*` (decision 0049): search, one listing with its host, unlist with a
 * reason (emailed to the host by the notification service) and relist. Admins only: the parent
 * plugin's hook, and the listing service again from the actor.
 */
const adminListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AdminListingsQuery, response: { 200: AdminListingsResponse } } },
    async (request) => {
      const { q, state, type, host, cursor, limit } = request.query;
      const hostId = host ? await hostIdOf(request, host) : undefined;
      if (hostId === null) return { items: [], nextCursor: null };
      return request.call(ListingRpc.adminSearch, {
        q,
        state,
        listingType: type,
        hostId,
        cursor,
        limit,
      });
    },
  );

  app.get(
    '/:id',
    { schema: { params: AdminListingIdParams, response: { 200: AdminListingResponse } } },
    async (request) =>
      withHost(request, await request.call(ListingRpc.adminGet, { id: request.params.id })),
  );

  app.post(
    '/:id/unlist',
    {
      schema: {
        params: AdminListingIdParams,
        body: UnlistListingBody,
        response: { 200: AdminListingResponse },
      },
    },
    async (request) => {
      const { listing } = await request.call(ListingRpc.adminUnlist, {
        id: request.params.id,
        reason: request.body.reason,
      });
      return withHost(request, listing);
    },
  );

  app.post(
    '/:id/relist',
    { schema: { params: AdminListingIdParams, response: { 200: AdminListingResponse } } },
    async (request) => {
      const { listing } = await request.call(ListingRpc.adminRelist, { id: request.params.id });
      return withHost(request, listing);
    },
  );
};

export default adminListingRoutes;
