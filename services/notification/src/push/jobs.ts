import type { JobWorkerContext } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { WorkerEnv } from '../env.js';
import { PushDeliveryRepository } from './delivery.repository.js';
import { deliverPush } from './deliver.js';
import { PushJob } from './job.js';
import { webPushSender } from './send.js';
import { PushSubscriptionRepository } from './subscription.repository.js';
import { loadVapidKeys } from './vapid.js';

/**
 * The push worker's job handler, in the email worker's process (src/worker.ts): both send to
 * the outside and scale together.
 */
export async function registerPushJobs(ctx: JobWorkerContext<DB, WorkerEnv>): Promise<void> {
  const deps = {
    subscriptions: new PushSubscriptionRepository(ctx.db),
    deliveries: new PushDeliveryRepository(ctx.db),
    sender: webPushSender(await loadVapidKeys(ctx.db, ctx.env, ctx.logger)),
  };
  ctx.jobs.handle(
    PushJob,
    async (data, job) => {
      const outcome = await deliverPush(job.id, data, deps);
      // Never the text: which device and what became of it is enough to follow it.
      job.logger.info({ subscriptionId: data.subscriptionId, outcome }, 'push job done');
      return outcome;
    },
    { concurrency: ctx.env.PUSH_WORKER_CONCURRENCY },
  );
}
