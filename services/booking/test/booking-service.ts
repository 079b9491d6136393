import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type BookingEnv } from '../src/env.js';
import { registerHandlers, registerJobs } from '../src/service.js';

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
