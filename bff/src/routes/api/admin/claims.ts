import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminClaimMessageBody,
  AdminClaimsQuery,
  AdminClaimsResponse,
  ApproveClaimBody,
  ClaimIdParams,
  ClaimResponse,
  ClaimRpc,
  RejectClaimBody,
} from '@arrendo/contracts';
import { guestCardsOf } from '../bookings/index.js';
import { withPeople } from '../claims/index.js';

/**
 * `/api/admin/claims`: review damage claims, ask either side, approve or reject (decision 0051).
 * Admins only here (the admin plugin's hook and the route guard); the booking service checks the
 * role again and audits every change in its transaction.
 */
const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AdminClaimsQuery, response: { 200: AdminClaimsResponse } } },
    async (request) => {
      const { status, cursor, limit } = request.query;
      const page = await request.call(ClaimRpc.adminList, {
        limit,
        ...(status ? { status } : {}),
        ...(cursor ? { cursor } : {}),
      });
      const people = await guestCardsOf(
        request,
        page.items.flatMap((c) => [c.hostId, c.guestId]),
      );
      return { ...page, people };
    },
  );

  app.get(
    '/:id',
    { schema: { params: ClaimIdParams, response: { 200: ClaimResponse } } },
    async (request) =>
      withPeople(request, await request.call(ClaimRpc.adminGet, { claimId: request.params.id })),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        params: ClaimIdParams,
        body: AdminClaimMessageBody,
        response: { 201: ClaimResponse },
      },
    },
    async (request, reply) => {
      const detail = await request.call(ClaimRpc.adminMessage, {
        claimId: request.params.id,
        ...request.body,
      });
      return reply.code(201).send(await withPeople(request, detail));
    },
  );

  app.post(
    '/:id/approve',
    { schema: { params: ClaimIdParams, body: ApproveClaimBody, response: { 200: ClaimResponse } } },
    async (request) =>
      withPeople(
        request,
        await request.call(ClaimRpc.approve, { claimId: request.params.id, ...request.body }),
      ),
  );

  app.post(
    '/:id/reject',
    { schema: { params: ClaimIdParams, body: RejectClaimBody, response: { 200: ClaimResponse } } },
    async (request) =>
      withPeople(
        request,
        await request.call(ClaimRpc.reject, { claimId: request.params.id, ...request.body }),
      ),
  );
};

export default adminClaimRoutes;
