import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import {
  PushPublicKeyResponse,
  PushSubscriptionInput,
  PushSubscriptionsResponse,
  PushTestResponse,
  PushUnsubscribeInput,
} from './push.js';

export const PushSubscribeRequest = PushSubscriptionInput.extend({
  /** The browser's User-Agent, from the BFF's request: names the device, never trusted. */
  userAgent: z.string().max(500).nullable(),
}).strict();
export type PushSubscribeRequest = z.input<typeof PushSubscribeRequest>;

/** The text is in the actor's language (the BFF's request locale). */
export const PushTestRequest = z.object({}).strict();
export type PushTestRequest = z.input<typeof PushTestRequest>;

/**
 * The notification service's web push (spec 3/4/7/9). A group of its own beside
 * `NotificationRpc`, served by the same service.
 */
export const NotificationPushRpc = {
  /** The VAPID public key (anyone: a browser needs it before signing in means anything). */
  publicKey: defineRpc(
    'rpc.notification.push.publicKey',
    z.object({}).strict(),
    PushPublicKeyResponse,
  ),
  /**
   * Stores the caller's subscription (upsert by endpoint; re-subscribing moves the endpoint to
   * the caller). Anonymous → UNAUTHENTICATED. Replays change nothing.
   */
  subscribe: defineRpc(
    'rpc.notification.push.subscribe',
    PushSubscribeRequest,
    PushSubscriptionsResponse,
  ),
  /** Removes the caller's own subscription of that endpoint; another's is left alone. */
  unsubscribe: defineRpc(
    'rpc.notification.push.unsubscribe',
    PushUnsubscribeInput,
    PushSubscriptionsResponse,
  ),
  /** How many devices the caller receives pushes on. */
  count: defineRpc('rpc.notification.push.count', z.object({}).strict(), PushSubscriptionsResponse),
  /** Queues a test push (closes after 5 s) to each of the caller's devices. */
  test: defineRpc('rpc.notification.push.test', PushTestRequest, PushTestResponse),
} as const;
