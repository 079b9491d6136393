import { randomUUID } from 'node:crypto';
import { AppError } from '@arrendo/contracts';
import type { NotificationPushRpc } from '@arrendo/contracts';
import type { RpcHandler, RpcHandlers } from '@arrendo/kit';
import type { NotificationDeps } from '../app/deps.js';
import type { DB } from '../db/types.js';
import { assertPushEndpoint } from './endpoint.js';
import { addToPushOutbox } from './queue.js';
import { PushSubscriptionRepository } from './subscription.repository.js';
import { TEST_PUSH_LINK, TEST_PUSH_TAG, testPushText } from './test-message.js';

function signedIn(userId: string | null | undefined): string {
  if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to receive push notifications');
  return userId;
}

/** The web push RPCs; `publicKey` is the key every process loaded at start (`vapid.ts`). */
export function pushRpcHandlers(
  deps: NotificationDeps,
  publicKey: string,
): RpcHandlers<typeof NotificationPushRpc, DB> {
  const subscriptions = new PushSubscriptionRepository(deps.db);
  const production = deps.env.NODE_ENV === 'production';

  const subscribe: RpcHandler<typeof NotificationPushRpc.subscribe> = async (request, call) => {
    const userId = signedIn(call.actor.userId);
    assertPushEndpoint(request.endpoint, production);
    const stored = await subscriptions.upsert({
      userId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      userAgent: request.userAgent,
    });
    if (!stored) {
      throw new AppError('CONFLICT', 'This push endpoint is registered with other keys', {
        fields: [{ path: 'endpoint', message: 'already registered with other keys' }],
      });
    }
    return { count: await subscriptions.countForUser(userId) };
  };

  return {
    publicKey: async () => ({ publicKey }),
    subscribe,
    unsubscribe: async (request, call) => {
      const userId = signedIn(call.actor.userId);
      await subscriptions.removeOwn(userId, request.endpoint);
      return { count: await subscriptions.countForUser(userId) };
    },
    count: async (_request, call) => {
      const userId = signedIn(call.actor.userId);
      return { count: await subscriptions.countForUser(userId) };
    },
    test: async (_request, call) => {
      const userId = signedIn(call.actor.userId);
      const devices = await subscriptions.countForUser(userId);
      if (devices === 0) return { devices };
      // Each click is a new test: its own id, through the outbox like every push.
      await addToPushOutbox(
        deps.db,
        {
          userId,
          ...testPushText(call.actor.locale ?? 'es'),
          link: TEST_PUSH_LINK,
          tag: TEST_PUSH_TAG,
          test: true,
        },
        `push-test-${randomUUID()}`,
      );
      return { devices };
    },
  };
}
