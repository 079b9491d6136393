import { startService, type RunningService } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import { stressEnvSchema, type StressEnv } from './env.js';
import { stressService } from './service.js';

/**
 * The real stress service in this process, for integration tests (`@arrendo/loadtest/stress`).
 * `worker: false` leaves out the job worker: runs are accepted and stay queued (a test that
 * only needs the routes to answer must not load anything).
 */
export function startStressService(
  env: Record<string, string | undefined>,
  options: { worker?: boolean } = {},
): Promise<RunningService<DB, StressEnv>> {
  const stress = stressService();
  return startService<DB, typeof stressEnvSchema>({
    name: 'stress',
    migrations,
    envSchema: stressEnvSchema,
    register: stress.register,
    ...(options.worker === false ? {} : { registerJobs: stress.registerJobs }),
    overrides: { env },
  });
}
