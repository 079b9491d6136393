import { PermanentJobError } from '@arrendo/kit';
import type { PushJobData } from './job.js';
import { buildPushPayload, deliveryOptions, encodePushPayload } from './payload.js';
import type { PushDeliveryRepository } from './delivery.repository.js';
import type { PushSender } from './send.js';
import type { PushSubscriptionRepository } from './subscription.repository.js';

export interface PushDeliveryDeps {
  subscriptions: PushSubscriptionRepository;
  deliveries: PushDeliveryRepository;
  sender: PushSender;
}

export type PushOutcome =
  /** The push service took it. */
  | 'sent'
  /** An earlier attempt of this job was taken already. */
  | 'duplicate'
  /** The subscription was removed, or now belongs to someone else: nothing to send. */
  | 'unsubscribed'
  /** The push service answered 404/410: the subscription is removed. */
  | 'expired';

/**
 * One push job: to one subscription, once. A failure the push service may recover from throws
 * (the job retries, then dead-letters); one it never will fails the job for good.
 */
export async function deliverPush(
  jobId: string,
  data: PushJobData,
  deps: PushDeliveryDeps,
): Promise<PushOutcome> {
  if (await deps.deliveries.delivered(jobId)) return 'duplicate';
  const subscription = await deps.subscriptions.find(data.subscriptionId);
  // Someone else signed in on that browser since: this user's push must not show there.
  if (!subscription || subscription.user_id !== data.message.userId) return 'unsubscribed';
  let payload: string;
  try {
    payload = encodePushPayload(buildPushPayload(data.message));
  } catch (err) {
    throw new PermanentJobError('push payload too large', { cause: err });
  }
  const answer = await deps.sender.send(subscription, payload, deliveryOptions(data.message));
  switch (answer.kind) {
    case 'accepted':
      await deps.deliveries.record(jobId, subscription.id);
      return 'sent';
    case 'gone':
      await deps.subscriptions.removeExpired(subscription.id, subscription.endpoint);
      return 'expired';
    case 'retry':
      throw new Error(answer.reason);
    case 'refused':
      throw new PermanentJobError(answer.reason);
  }
}
