import { startService } from '@arrendo/kit';
import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { migrations } from '../../services/booking/src/db/migrations/index.js';
import { envSchema } from '../../services/booking/src/env.js';
import { registerHandlers, registerJobs } from '../../services/booking/src/service.js';

/** The real booking service, in-process, on its own fresh database and the caller's prefix. */
export async function startBooking(prefix: string): Promise<{ stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_booking');
  const running = await startService({
    name: 'booking',
    migrations,
    envSchema,
    register: registerHandlers,
    registerJobs,
    overrides: { env: testEnv({ databaseUrl: database.url, prefix }) },
  });
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.stop();
      await database.drop();
    },
  };
}
