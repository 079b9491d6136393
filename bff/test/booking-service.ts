import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startBookingService } from '@arrendo/booking/testing';

/** The real booking service, in-process, on its own fresh database and the caller's prefix. */
export async function startBooking(prefix: string): Promise<{ stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_booking');
  const running = await startBookingService(testEnv({ databaseUrl: database.url, prefix }));
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
