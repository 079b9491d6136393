import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type PricingEnv } from '../env.js';
import { registerHandlers } from '../service.js';

/** The pricing service in-process on `env` (built with the kit's `testEnv`). */
export function startPricingService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, PricingEnv>> {
  return startService({
    name: 'pricing',
    migrations,
    envSchema,
    register: registerHandlers,
    overrides: { env },
  });
}
