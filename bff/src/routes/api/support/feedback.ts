import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateFeedbackBody, FeedbackReceiptResponse, NotificationRpc } from '@arrendo/contracts';
import { byIp } from '../../../lib/rate-keys.js';

/** `POST /api/feedback` (anyone, signed in or not): a rating and a comment. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.rateLimited(
    [
      {
        name: 'feedback:ip',
        max: app.config.RATE_LIMIT_FEEDBACK_PER_IP,
        windowMs: 3_600_000,
        key: byIp,
      },
    ],
    { whenStoreDown: 'allow' },
  );

  app.post(
    '/',
    {
      schema: { body: CreateFeedbackBody, response: { 201: FeedbackReceiptResponse } },
      preHandler: limited,
    },
    async (request, reply) => {
      const receipt = await request.call(NotificationRpc.createFeedback, request.body);
      return reply.code(201).send(receipt);
    },
  );
};

export default feedbackRoutes;
