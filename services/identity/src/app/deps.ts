import type { Kysely } from 'kysely';
import type { BaseEnv, Keyring, Logger, RpcClient } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import type { IdentityEnv } from '../env.js';

/** What every handler needs; built once in service.ts. `now` is injectable for tests. */
export interface IdentityDeps {
  db: Kysely<DB>;
  env: BaseEnv & IdentityEnv;
  logger: Logger;
  /** Other services' commands (booking, before an account is erased). */
  client: RpcClient;
  /** Seals codes for the email worker (OTP_DELIVERY_KEY). */
  otpKeys: Keyring;
  now(): Date;
}
