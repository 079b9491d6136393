import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startPaymentService } from '@arrendo/payment/testing';

/** The real payment service (dev provider), in-process, on its own fresh database. */
export async function startPayment(prefix: string): Promise<{ stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_payment');
  const running = await startPaymentService(testEnv({ databaseUrl: database.url, prefix }));
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
