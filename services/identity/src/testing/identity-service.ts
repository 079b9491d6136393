import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type IdentityEnv } from '../env.js';
import { registerHandlers } from '../service.js';

/** The identity service in-process on `env` (built with the kit's `testEnv`). */
export function startIdentityService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, IdentityEnv>> {
  return startService({
    name: 'identity',
    migrations,
    envSchema,
    register: registerHandlers,
    overrides: { env },
  });
}
