import type { RunningService } from '@arrendo/kit';
import { createTestDatabase, testEnv, type TestDatabase } from '@arrendo/kit/testing';
// The real identity service, in this process: the seed must go through its public command.
import { startIdentityService, type DB, type IdentityEnv } from '@arrendo/identity/testing';

export interface RunningIdentity {
  service: RunningService<DB, IdentityEnv>;
  stop(): Promise<void>;
}

/** Identity on its own fresh database, serving on `prefix`. */
export async function startIdentity(prefix: string): Promise<RunningIdentity> {
  const database: TestDatabase = await createTestDatabase('seed_identity');
  const service = await startIdentityService(
    testEnv({
      databaseUrl: database.url,
      prefix,
      ADMIN_BOOTSTRAP_TOKEN: 'seed-test-bootstrap-token',
    }),
  );
  return {
    service,
    async stop() {
      await service.stop();
      await database.drop();
    },
  };
}
