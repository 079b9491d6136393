import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { healthRpc } from '@arrendo/contracts';
import { defineJob, startService, type RunningService } from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '../src/testing/index.js';

const Ping = defineJob({ name: 'ping', data: z.object({}) });

describe('a service whose Redis is unreachable', () => {
  let testDb: TestDatabase;
  let service: RunningService<unknown>;
  const prefix = uniquePrefix();

  beforeAll(async () => {
    testDb = await createTestDatabase('kitnoredis');
    service = await startService({
      name: 'kitnoredis',
      migrations: {},
      register() {},
      registerJobs(ctx) {
        ctx.jobs.handle(Ping, async () => undefined);
      },
      overrides: {
        env: testEnv({
          databaseUrl: testDb.url,
          prefix,
          REDIS_URL: 'redis://127.0.0.1:1',
          JOB_ADD_TIMEOUT_MS: '300',
          LOG_LEVEL: 'silent',
        }),
      },
    });
  });

  afterAll(async () => {
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  it('still starts and answers RPCs', async () => {
    await expect(service.ctx.client.call(healthRpc('kitnoredis'), {})).resolves.toMatchObject({
      status: 'ok',
    });
  });

  it('fails an enqueue within its bound instead of hanging the caller', async () => {
    const started = Date.now();
    await expect(service.ctx.jobs.enqueue(Ping, {}, { id: 'ping-1' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops promptly', async () => {
    const started = Date.now();
    await service.stop();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
