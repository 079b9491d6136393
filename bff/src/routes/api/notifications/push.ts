import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationPushRpc,
  PushPublicKeyResponse,
  PushSubscriptionInput,
  PushSubscriptionsResponse,
  PushTestResponse,
  PushUnsubscribeInput,
} from '@arrendo/contracts';
import { byUser } from '../../../lib/rate-keys.js';

/**
 * `/api/notifications/push/*`: web push for this browser. The VAPID public key is anyone's
 * (a browser asks for it before subscribing); the rest acts for the signed-in user only, and
 * the notification service checks that an endpoint is the caller's before removing it.
 */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each test sends to every device the person has: a few a minute is plenty to try it.
  const testLimited = app.rateLimited(
    [{ name: 'push-test:user', max: 5, windowMs: 60_000, key: byUser }],
    { whenStoreDown: 'allow' },
  );

  app.get(
    '/public-key',
    { schema: { response: { 200: PushPublicKeyResponse } } },
    async (request) => request.call(NotificationPushRpc.publicKey, {}),
  );

  app.post(
    '/subscriptions',
    {
      schema: { body: PushSubscriptionInput, response: { 200: PushSubscriptionsResponse } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      // Names the device in the person's data export; never used to decide anything.
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      return request.call(NotificationPushRpc.subscribe, { endpoint, keys, userAgent });
    },
  );

  app.delete(
    '/subscriptions',
    {
      schema: { body: PushUnsubscribeInput, response: { 200: PushSubscriptionsResponse } },
      preHandler: app.requireUser,
    },
    async (request) => request.call(NotificationPushRpc.unsubscribe, request.body),
  );

  app.post(
    '/test',
    {
      schema: { response: { 202: PushTestResponse } },
      preHandler: [app.requireUser, testLimited],
    },
    async (request, reply) => {
      // In the request's language: the actor carries it.
      const sent = await request.call(NotificationPushRpc.test, {});
      return reply.code(202).send(sent);
    },
  );
};

export default pushRoutes;
