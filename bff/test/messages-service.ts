import { createTestDatabase, testEnv } from '@arrendo/kit/testing';
import { startMessagingService } from '@arrendo/messaging/testing';

/** The real messaging service, in-process, on its own fresh database and the caller's prefix. */
export async function startMessaging(
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ service: Awaited<ReturnType<typeof startMessagingService>>; stop(): Promise<void> }> {
  const database = await createTestDatabase('bff_messaging');
  const service = await startMessagingService(
    testEnv({ databaseUrl: database.url, prefix, ...env }),
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
