import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startStressService } from '@arrendo/loadtest/stress';

/**
 * The real stress service, in-process, on its own fresh database and the caller's prefix.
 * `worker: false`: runs are accepted and stay queued, nothing loads the system (fuzzing).
 */
export async function startStress(
  prefix: string,
  env: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<{ service: Awaited<ReturnType<typeof startStressService>>; stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_stress');
  const service = await startStressService(
    testEnv({ databaseUrl: database.url, prefix, ...env }),
    options,
  );
  let stopped = false;
  return {
    service,
    async stop() {
      if (stopped) return;
      stopped = true;
      await service.stop();
      await database.drop();
    },
  };
}
