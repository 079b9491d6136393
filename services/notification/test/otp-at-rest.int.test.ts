import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { Queue } from 'bullmq';
import { IdentityEvents } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  queuePrefixFor,
  redisUrl,
  testEnv,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import {
  emailQueue,
  otpEvent,
  publishEvent,
  startNotificationService,
  startSmtpListener,
} from '../src/testing/helpers.js';
import type { SmtpListener } from '../src/testing/helpers.js';

/** Every value under a key prefix, whatever the Redis type, as one string to search. */
async function dumpRedis(redis: Redis, keyPrefix: string): Promise<string> {
  const parts: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'string') parts.push((await redis.get(key)) ?? '');
      else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, '0', '-1')));
      else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
      else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      parts.push(key);
    }
  } while (cursor !== '0');
  return parts.join('\n');
}

function capturedLogger(lines: string[], name: string) {
  return pino(
    { name, level: 'debug' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
}

describe('one-time codes at rest: Redis holds them sealed, and not for long', () => {
  const prefix = uniquePrefix();
  const keyPrefix = queuePrefixFor(prefix);
  const logLines: string[] = [];
  let testDb: TestDatabase;
  let smtp: SmtpListener;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp | undefined;
  let queue: Queue;
  let redis: Redis;
  let env: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifrest');
    smtp = await startSmtpListener();
    env = testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' });
    service = await startNotificationService(env);
    queue = emailQueue(prefix);
    redis = new Redis(redisUrl());
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await queue?.close();
    redis?.disconnect();
    await smtp?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  it('queues the job with the code sealed, sends the right code, then drops the job', async () => {
    const { data, code } = otpEvent({ locale: 'en' });
    const jobId = `otp-${data.codeId}`;
    // No worker yet: the job waits in Redis, where anyone with Redis access could read it.
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data);
    const job = await waitFor(() => queue.getJob(jobId));
    const stored = await redis.hgetall(`${keyPrefix}:notification.email:${jobId}`);
    expect(stored.data).toContain(data.sealedCode);
    expect(stored.data).not.toContain(code);
    expect(await dumpRedis(redis, keyPrefix)).not.toContain(code);
    expect(job.name).toBe('email.code');

    worker = await startWorkerApp(
      { ...env, SMTP_URL: smtp.url },
      { logger: capturedLogger(logLines, 'email-worker') },
    );
    const email = await waitFor(() => smtp.received.find((m) => m.to.includes(data.email)));
    expect(email.raw).toContain(code);
    // Completed: gone from Redis at once, with nothing left anywhere that holds the code.
    await waitFor(
      async () => (await redis.exists(`${keyPrefix}:notification.email:${jobId}`)) === 0,
    );
    expect(await queue.getJob(jobId)).toBeUndefined();
    expect(await dumpRedis(redis, keyPrefix)).not.toContain(code);
    expect(await dumpRedis(redis, keyPrefix)).not.toContain(data.sealedCode);
    expect(logLines.join('\n')).toContain(jobId);
    expect(logLines.join('\n')).not.toContain(code);
  });

  it('drops a code email that failed for good just as promptly, leaving a redacted dead letter', async () => {
    smtp.refuseNext(5);
    const { data, code } = otpEvent({ locale: 'es' });
    const jobId = `otp-${data.codeId}`;
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data);
    const letter = await waitFor(
      async () =>
        (
          await sql<
            Record<string, unknown>
          >`SELECT * FROM dead_letters WHERE key = ${jobId}`.execute(service.ctx.db)
        ).rows[0],
    );
    expect(letter).toMatchObject({
      source: 'job',
      name: 'email.code',
      attempts: 5,
      payload: { to: data.email, template: 'verification-code', locale: 'es' },
    });
    expect(JSON.stringify(letter)).not.toContain(code);
    expect(JSON.stringify(letter)).not.toContain(data.sealedCode);
    await waitFor(
      async () => (await redis.exists(`${keyPrefix}:notification.email:${jobId}`)) === 0,
    );
    expect(await dumpRedis(redis, keyPrefix)).not.toContain(data.sealedCode);
    expect(smtp.received.filter((m) => m.to.includes(data.email))).toHaveLength(0);
  });
});
