import type { Kysely } from 'kysely';
import type { BaseEnv, JobEnqueuer, Logger, RpcClient, ServiceContext } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { EmailEnv } from '../env.js';

/**
 * What the handlers need; built once in service.ts. Handlers decide emails into the email outbox
 * (`email/outbox.ts`), whose relay queues them with `jobs`; the email worker (src/worker.ts)
 * sends them.
 */
export interface NotificationDeps {
  db: Kysely<DB>;
  env: BaseEnv & EmailEnv;
  logger: Logger;
  /** Identity (contacts) and booking (the booking), asked as the system actor. */
  client: RpcClient;
  jobs: JobEnqueuer;
  now: () => Date;
}

export function notificationDeps(ctx: ServiceContext<DB, EmailEnv>): NotificationDeps {
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    jobs: ctx.jobs,
    now: () => new Date(),
  };
}
