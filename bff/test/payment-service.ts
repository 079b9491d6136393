import { startService } from '@arrendo/kit';
import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { migrations } from '../../services/payment/src/db/migrations/index.js';
import { envSchema } from '../../services/payment/src/env.js';
import { registerHandlers, registerJobs } from '../../services/payment/src/service.js';

/** The real payment service (dev provider), in-process, on its own fresh database. */
export async function startPayment(prefix: string): Promise<{ stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_payment');
  const running = await startService({
    name: 'payment',
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
