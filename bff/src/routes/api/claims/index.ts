import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingClaimResponse,
  BookingIdParams,
  ClaimIdParams,
  ClaimMessageBody,
  ClaimResponse,
  ClaimRpc,
  OpenClaimBody,
  type ClaimDetail,
} from '@arrendo/contracts';
import { guestCardsOf } from '../bookings/index.js';

/** The claim with its two sides' public cards (first name, avatar). */
export async function withPeople(request: FastifyRequest, detail: ClaimDetail) {
  const people = await guestCardsOf(request, [detail.claim.hostId, detail.claim.guestId]);
  return { ...detail, people };
}

/**
 * The kit's key for opening: the host's `clientKey` with what they sent. A resend of the same
 * form is one command; the same key with a corrected amount is a new attempt (the kit replays a
 * refusal for its key's lifetime), and the service still answers the claim a key already made.
 */
function openKey(body: unknown): string {
  return `claim:${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;
}

/**
 * Damage claims for their host and guest (decision 0051; table in contracts `http/claims.ts`).
 * Every rule is the booking service's, asked as the caller. Mounted at `/api`.
 */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/claim',
    {
      preHandler: app.requireUser,
      schema: { params: BookingIdParams, response: { 200: BookingClaimResponse } },
    },
    async (request) => request.call(ClaimRpc.forBooking, { bookingId: request.params.id }),
  );

  app.post(
    '/claims',
    {
      preHandler: app.requireUser,
      schema: { body: OpenClaimBody, response: { 201: ClaimResponse } },
    },
    async (request, reply) => {
      const detail = await request.callIdempotent(
        ClaimRpc.open,
        request.body,
        openKey(request.body),
      );
      return reply.code(201).send(await withPeople(request, detail));
    },
  );

  app.get(
    '/claims/:id',
    {
      preHandler: app.requireUser,
      schema: { params: ClaimIdParams, response: { 200: ClaimResponse } },
    },
    async (request) =>
      withPeople(request, await request.call(ClaimRpc.get, { claimId: request.params.id })),
  );

  app.post(
    '/claims/:id/messages',
    {
      preHandler: app.requireUser,
      schema: { params: ClaimIdParams, body: ClaimMessageBody, response: { 201: ClaimResponse } },
    },
    async (request, reply) => {
      const detail = await request.call(ClaimRpc.message, {
        claimId: request.params.id,
        ...request.body,
      });
      return reply.code(201).send(await withPeople(request, detail));
    },
  );

  app.post(
    '/claims/:id/withdraw',
    {
      preHandler: app.requireUser,
      schema: { params: ClaimIdParams, response: { 200: ClaimResponse } },
    },
    async (request) =>
      withPeople(request, await request.call(ClaimRpc.withdraw, { claimId: request.params.id })),
  );
};

export default claimRoutes;
