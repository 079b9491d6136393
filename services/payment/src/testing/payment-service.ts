import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type PaymentEnv } from '../env.js';
import { registerHandlers, registerJobs } from '../service.js';

/** The payment service (its jobs too) in-process on `env` (built with the kit's `testEnv`). */
export function startPaymentService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, PaymentEnv>> {
  return startService({
    name: 'payment',
    migrations,
    envSchema,
    register: registerHandlers,
    registerJobs,
    overrides: { env },
  });
}
