import type { Kysely } from 'kysely';
import { MESSAGE_LIMITS } from '@arrendo/contracts';
import type { BaseEnv, Logger, RpcClient, ServiceContext } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { MessagingEnv } from '../env.js';
import { LivePublisher } from './live-publisher.js';

/** What the handlers need; built once in service.ts. */
export interface MessagingDeps {
  db: Kysely<DB>;
  env: BaseEnv & MessagingEnv;
  logger: Logger;
  /** Listing, identity and booking, for a conversation's people and listing. */
  client: RpcClient;
  live: LivePublisher;
  perMinute: number;
}

export function messagingDeps(ctx: ServiceContext<DB, MessagingEnv>): MessagingDeps {
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    live: new LivePublisher(ctx.nc, ctx.env.NATS_SUBJECT_PREFIX, ctx.logger),
    perMinute: ctx.env.MESSAGES_PER_MINUTE ?? MESSAGE_LIMITS.perMinute,
  };
}
