import { NotificationPushRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type ServiceContext } from '@arrendo/kit';
import type { NotificationDeps } from '../app/deps.js';
import type { DB } from '../db/types.js';
import type { EmailEnv } from '../env.js';
import { prunePushDeliveriesTask } from './prune.js';
import { PushOutboxRelay } from './relay.js';
import { pushRpcHandlers } from './rpc.js';
import { loadVapidKeys } from './vapid.js';

/**
 * The service's half of web push: the subscription RPCs and the relay that queues what the
 * handlers decide (`queuePush`). The worker process sends (`jobs.ts`).
 */
export async function registerPush(
  ctx: ServiceContext<DB, EmailEnv>,
  deps: NotificationDeps,
): Promise<void> {
  const vapid = await loadVapidKeys(deps.db, deps.env, deps.logger);
  const relay = new PushOutboxRelay({
    db: deps.db,
    jobs: deps.jobs,
    logger: deps.logger,
    backoffMs: deps.env.PUSH_BACKOFF_MS,
    pollMs: deps.env.OUTBOX_POLL_MS,
  });
  relay.start();
  ctx.onStop(() => relay.stop());
  ctx.schedule(prunePushDeliveriesTask(deps.db));
  registerRpcHandlers(ctx, NotificationPushRpc, pushRpcHandlers(deps, vapid.publicKey));
}
