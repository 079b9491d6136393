import type { Kysely } from 'kysely';
import type { BaseEnv, JobEnqueuer, Keyring, Logger, RpcClient } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { PaymentEnv } from '../env.js';
import type { Providers } from './providers.js';

export interface PaymentDeps {
  db: Kysely<DB>;
  env: PaymentEnv & BaseEnv;
  logger: Logger;
  client: RpcClient;
  jobs: JobEnqueuer;
  providers: Providers;
  /** Seals hosts' bank details (PAYOUT_DATA_KEY). */
  payoutKeys: Keyring;
  now: () => Date;
}
