import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startBookingService } from '@arrendo/booking/testing';

/** The real booking service, in-process, on its own fresh database and the caller's prefix. */
export async function startBooking(prefix: string) {
  const database = await createTestDatabase('bff_booking');
  const running = await startBookingService(testEnv({ databaseUrl: database.url, prefix }));
  let stopped = false;
  return {
    /** The service's own database (its `booking` schema), for tests that read what it wrote. */
    db: running.ctx.db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.stop();
      await database.drop();
    },
  };
}
