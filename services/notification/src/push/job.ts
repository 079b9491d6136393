import { z } from 'zod';
import { Uuid } from '@arrendo/contracts';
import { defineJob } from '@arrendo/kit';
import { QueuedPush } from './message.js';

/** The queue web pushes go through (`notification.push`), run by the worker process. */
export const PUSH_QUEUE = 'push';

export const PUSH_ATTEMPTS = 5;

/** One push to one subscription. The subscription is read again when it runs. */
export const PushJobData = z.object({
  subscriptionId: Uuid,
  message: QueuedPush,
});
export type PushJobData = z.infer<typeof PushJobData>;

/**
 * Kept a while after it ends so a late duplicate enqueue finds the id, and a dead one can be
 * retried from the operators' list; `push_deliveries` refuses a second send either way.
 */
export const PushJob = defineJob({
  name: 'push.send',
  queue: PUSH_QUEUE,
  data: PushJobData,
  policy: {
    attempts: PUSH_ATTEMPTS,
    backoffMs: 2000,
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  // Whom and which push; the text stays out of the dead letters.
  summarize: (data) => ({
    subscriptionId: data.subscriptionId,
    userId: data.message.userId,
    tag: data.message.tag,
  }),
});
