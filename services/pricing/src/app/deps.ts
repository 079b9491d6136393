import type { Kysely } from 'kysely';
import type { Logger, RpcClient } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { PricingEnv } from '../env.js';
import type { RatesClient } from '../rates/client.js';

export interface PricingDeps {
  db: Kysely<DB>;
  env: PricingEnv;
  logger: Logger;
  client: RpcClient;
  rates: RatesClient;
  now: () => Date;
}
