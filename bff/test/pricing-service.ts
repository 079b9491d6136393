import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startPricingService } from '@arrendo/pricing/testing';

/**
 * The real pricing service, in-process, on its own fresh database and the caller's prefix. No
 * `RATES_API_URL`: it answers the fallback rates and fetches nothing.
 */
export async function startPricing(prefix: string): Promise<{ stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_pricing');
  const running = await startPricingService(testEnv({ databaseUrl: database.url, prefix }));
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
