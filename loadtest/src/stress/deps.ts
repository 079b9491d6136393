import type { Kysely } from 'kysely';
import type { Logger, JobEnqueuer, RpcClient } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { StressEnv } from './env.js';
import type { RunPublisher } from './live.js';

export interface StressDeps {
  db: Kysely<DB>;
  env: StressEnv & { NODE_ENV: string };
  logger: Logger;
  client: RpcClient;
  jobs: JobEnqueuer;
  live: RunPublisher;
  now: () => Date;
}
