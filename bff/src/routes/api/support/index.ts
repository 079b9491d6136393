import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSupportTicketBody,
  NotificationRpc,
  SupportPageQuery,
  SupportTicketListResponse,
  SupportTicketResponse,
} from '@arrendo/contracts';
import { byUser } from '../../../lib/rate-keys.js';
import { decisionIntent, idempotencyKeyOf } from '../../../lib/idempotency-keys.js';

const HOUR = 3_600_000;

/**
 * `/api/support/tickets` (signed in): a contact message to support, and the writer's own
 * tickets. The notification service stores and emails it; who wrote is identity's word.
 */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  // Each ticket emails a person: a few an hour is plenty for anyone with a real question.
  const limited = app.rateLimited(
    [
      {
        name: 'support-tickets:user',
        max: app.config.RATE_LIMIT_SUPPORT_TICKETS_PER_USER,
        windowMs: HOUR,
        key: byUser,
      },
    ],
    { whenStoreDown: 'allow' },
  );

  app.post(
    '/tickets',
    {
      schema: { body: CreateSupportTicketBody, response: { 201: SupportTicketResponse } },
      preHandler: limited,
    },
    async (request, reply) => {
      // The web sends one Idempotency-Key per submission; without it, the same text within a
      // minute is the same message.
      const key = idempotencyKeyOf(
        request,
        decisionIntent(`support:${JSON.stringify(request.body)}`),
      );
      const ticket = await request.callIdempotent(
        NotificationRpc.createSupportTicket,
        request.body,
        key,
      );
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    '/tickets',
    { schema: { querystring: SupportPageQuery, response: { 200: SupportTicketListResponse } } },
    async (request) => {
      const { cursor, limit } = request.query;
      return request.call(NotificationRpc.mySupportTickets, {
        limit,
        ...(cursor ? { cursor } : {}),
      });
    },
  );
};

export default supportRoutes;
