import type { Kysely } from 'kysely';
import type { BaseEnv, Logger, RpcClient, ServiceContext } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { ListingEnv } from '../env.js';

/** What the handlers need; built once in service.ts. Handlers build their repositories on `db`. */
export interface ListingDeps {
  db: Kysely<DB>;
  env: BaseEnv & ListingEnv;
  logger: Logger;
  /** Other services' commands (booking, when a listing leaves or rejoins the market). */
  client: RpcClient;
  now: () => Date;
}

export function listingDeps(ctx: ServiceContext<DB, ListingEnv>): ListingDeps {
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    now: () => new Date(),
  };
}
