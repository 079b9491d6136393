import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { envSchema, type BookingEnv } from '../env.js';
import { registerHandlers, registerJobs } from '../service.js';

/** The booking service in-process on `env` (built with the kit's `testEnv`). */
export function startBookingService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, BookingEnv>> {
  return startService({
    name: 'booking',
    migrations,
    envSchema,
    register: registerHandlers,
    registerJobs,
    overrides: { env },
  });
}
