import type { Kysely } from 'kysely';
import type { JobEnqueuer, Logger, RpcClient } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { BookingEnv } from '../env.js';

export interface BookingDeps {
  db: Kysely<DB>;
  env: BookingEnv;
  logger: Logger;
  client: RpcClient;
  jobs: JobEnqueuer;
  now: () => Date;
}
