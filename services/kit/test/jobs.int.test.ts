import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Queue } from 'bullmq';
import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import {
  AppError,
  deadLetterSummaryRpc,
  deadLettersRpc,
  retryDeadLetterRpc,
  type Actor,
  type DeadLetter,
  type RpcRequestOf,
} from '@arrendo/contracts';
import {
  defineJob,
  PermanentJobError,
  producerConnection,
  startService,
  withSpan,
  type RunningService,
} from '../src/index.js';
import { initTelemetry } from '../src/telemetry/index.js';
import {
  createTestDatabase,
  deleteStreams,
  queuePrefixFor,
  redisUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const Greet = defineJob({
  name: 'greet',
  data: z.object({ name: z.string().min(2), pin: z.string().optional() }),
  policy: { attempts: 3, backoffMs: 20 },
});
const Flaky = defineJob({
  name: 'flaky',
  data: z.object({ n: z.number().int() }),
  policy: { attempts: 3, backoffMs: 20 },
});
const Doomed = defineJob({
  name: 'doomed',
  data: z.object({ to: z.string(), password: z.string() }),
  policy: { attempts: 2, backoffMs: 20 },
});
const Refused = defineJob({ name: 'refused', data: z.object({ id: z.string() }) });

const admin: Actor = { userId: '5b1d3c8e-4a7f-4c2e-9d3b-1f2e3d4c5b6a', roles: ['admin'] };
const user: Actor = { userId: '6c2e4d9f-5b8a-4d3f-8e4c-2a3b4c5d6e7f', roles: [] };

describe('jobs: typed, retried, dead-lettered, traced', () => {
  let testDb: TestDatabase;
  let service: RunningService<unknown>;
  let queue: Queue;
  const prefix = uniquePrefix();
  const greeted: { name: string; traceId: string | undefined; attempt: number }[] = [];
  const flakyAttempts = new Map<number, number>();
  let doomedFails = true;
  let doomedRuns = 0;
  // The integration tier disables the SDK through the environment; this file needs real spans.
  process.env.OTEL_SDK_DISABLED = 'false';
  const stopTelemetry = initTelemetry({ serviceName: 'kitjobs-test' });

  const list = (data: RpcRequestOf<ReturnType<typeof deadLettersRpc>>, actor: Actor) =>
    service.ctx.client.call(deadLettersRpc('kitjobs'), data, { actor });
  const retry = (data: RpcRequestOf<ReturnType<typeof retryDeadLetterRpc>>, actor: Actor) =>
    service.ctx.client.call(retryDeadLetterRpc('kitjobs'), data, { actor });
  const letters = async (): Promise<DeadLetter[]> => (await list({ limit: 100 }, admin)).items;
  const letterFor = async (key: string) => (await letters()).find((l) => l.key === key);

  beforeAll(async () => {
    testDb = await createTestDatabase('kitjobs');
    service = await startService({
      name: 'kitjobs',
      migrations: {},
      overrides: { env: testEnv({ databaseUrl: testDb.url, prefix, LOG_LEVEL: 'silent' }) },
      register() {},
      registerJobs(ctx) {
        ctx.jobs.handle(Greet, async (data, job) => {
          greeted.push({
            name: data.name,
            traceId: trace.getActiveSpan()?.spanContext().traceId,
            attempt: job.attempt,
          });
        });
        ctx.jobs.handle(Flaky, async (data, job) => {
          flakyAttempts.set(data.n, job.attempt);
          if (job.attempt < 3) throw new Error('not yet');
        });
        ctx.jobs.handle(Doomed, async () => {
          doomedRuns++;
          if (doomedFails) throw new Error('SMTP said no');
        });
        ctx.jobs.handle(Refused, async () => {
          throw new PermanentJobError('the booking is gone');
        });
      },
    });
    queue = new Queue('kitjobs.default', {
      connection: producerConnection(redisUrl()),
      prefix: queuePrefixFor(prefix),
    });
  });

  afterAll(async () => {
    await queue?.close();
    await service?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
    await stopTelemetry();
  });

  it('validates data before it reaches Redis, and refuses ids BullMQ would mangle', async () => {
    const bad = await service.ctx.jobs
      .enqueue(Greet, { name: 'A' }, { id: 'greet-bad' })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(AppError);
    expect((bad as AppError).code).toBe('VALIDATION');
    await expect(service.ctx.jobs.enqueue(Greet, { name: 'Ana' }, { id: 'a:b' })).rejects.toThrow(
      /':'/,
    );
    await expect(service.ctx.jobs.enqueue(Greet, { name: 'Ana' }, { id: '42' })).rejects.toThrow(
      /integer/,
    );
    expect(await queue.getJob('greet-bad')).toBeUndefined();
  });

  it('runs a job once per id, with the enqueuer’s trace', async () => {
    const traceId = await withSpan('request', {}, async (span) => {
      await service.ctx.jobs.enqueue(Greet, { name: 'Ana' }, { id: 'greet-ana' });
      await service.ctx.jobs.enqueue(Greet, { name: 'Ana' }, { id: 'greet-ana' });
      return span.spanContext().traceId;
    });
    await waitFor(() => greeted.some((g) => g.name === 'Ana'));
    await waitFor(async () => (await queue.getJob('greet-ana'))?.finishedOn);
    expect(greeted.filter((g) => g.name === 'Ana')).toEqual([{ name: 'Ana', traceId, attempt: 1 }]);
    const stored = (await queue.getJob('greet-ana'))?.data as { traceparent?: string };
    expect(stored.traceparent).toContain(traceId);
  });

  it('retries with backoff until the handler succeeds', async () => {
    await service.ctx.jobs.enqueue(Flaky, { n: 1 }, { id: 'flaky-1' });
    await waitFor(async () => (await queue.getJob('flaky-1'))?.finishedOn);
    const job = await queue.getJob('flaky-1');
    expect(await job?.getState()).toBe('completed');
    expect(flakyAttempts.get(1)).toBe(3);
    expect(await letterFor('flaky-1')).toBeUndefined();
  });

  it('fails invalid data for good at once and lists it, redacted, for admins only', async () => {
    // An older release's job, or a hand-made one: the worker validates again.
    await queue.add(
      'greet',
      { data: { name: 'B', pin: '1234' } },
      { jobId: 'greet-old', attempts: 3 },
    );
    const letter = await waitFor(() => letterFor('greet-old'));
    expect(letter).toMatchObject({
      source: 'job',
      name: 'greet',
      queue: 'kitjobs.default',
      attempts: 1,
      payload: { name: 'B', pin: '1234' },
      resolvedAt: null,
    });
    expect(letter.error).toMatch(/^PermanentJobError: Invalid job data: name: /);
    const job = await queue.getJob('greet-old');
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);

    await expect(list({ limit: 10 }, user)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(list({ limit: 10 }, { userId: null, roles: [] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(retry({ id: letter.id }, user)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('dead-letters a job out of attempts without its secrets; a retry re-runs it once', async () => {
    await service.ctx.jobs.enqueue(
      Doomed,
      { to: 'ana@example.cl', password: 'hunter2' },
      { id: 'doomed-1' },
    );
    const letter = await waitFor(() => letterFor('doomed-1'));
    expect(letter).toMatchObject({
      name: 'doomed',
      attempts: 2,
      error: 'SMTP said no',
      payload: { to: 'ana@example.cl', password: '[redacted]' },
    });
    const stored = await sql<{ payload: unknown }>`
      SELECT payload FROM dead_letters WHERE key = 'doomed-1'`.execute(service.ctx.db);
    expect(JSON.stringify(stored.rows)).not.toContain('hunter2');
    expect(doomedRuns).toBe(2);

    doomedFails = false;
    const retried = await retry({ id: letter.id }, admin);
    expect(retried.id).toBe(letter.id);
    await waitFor(async () => (await (await queue.getJob('doomed-1'))?.getState()) === 'completed');
    expect(doomedRuns).toBe(3);
    expect((await letterFor('doomed-1'))?.resolvedAt).toBe(retried.resolvedAt);
    await expect(retry({ id: letter.id }, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
    const open = await list({ limit: 100, unresolvedOnly: true }, admin);
    expect(open.items.map((l) => l.key)).not.toContain('doomed-1');
    // The operator's retry is in the admin audit trail, once (the refused second one is not).
    const audited = await sql<{ envelope: { data: Record<string, unknown> } }>`
      SELECT envelope FROM outbox WHERE subject = 'evt.kitjobs.adminAction.recorded'
        AND envelope->'data'->'target'->>'id' = ${letter.id}`.execute(service.ctx.db);
    expect(audited.rows.map((row) => row.envelope.data)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'kitjobs.deadLetter.retry',
        target: { type: 'deadLetter', id: letter.id },
        before: expect.objectContaining({ resolvedAt: null, key: 'doomed-1' }),
        after: { resolvedAt: retried.resolvedAt },
      }),
    ]);
  });

  it('fails a job at once on PermanentJobError; a job no longer kept cannot be retried', async () => {
    await service.ctx.jobs.enqueue(Refused, { id: 'r1' }, { id: 'refused-1' });
    const letter = await waitFor(() => letterFor('refused-1'));
    expect(letter).toMatchObject({ attempts: 1, error: 'PermanentJobError: the booking is gone' });
    await (await queue.getJob('refused-1'))?.remove();
    await expect(retry({ id: letter.id }, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await letterFor('refused-1'))?.resolvedAt).toBeNull();
    // A retry that could not happen leaves no audit line either.
    const audited = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox WHERE subject = 'evt.kitjobs.adminAction.recorded'
        AND envelope->'data'->'target'->>'id' = ${letter.id}`.execute(service.ctx.db);
    expect(audited.rows[0]?.n).toBe(0);
    await expect(
      retry({ id: '00000000-0000-4000-8000-000000000000' }, admin),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('registers the hourly outbox/inbox pruning of every service, once', async () => {
    await service.scheduler.synced();
    const schedules = new Queue('kitjobs.schedules', {
      connection: producerConnection(redisUrl()),
      prefix: queuePrefixFor(prefix),
    });
    try {
      const all = await schedules.getJobSchedulers();
      expect(all.map((s) => ({ key: s.key, every: s.every }))).toEqual([
        { key: 'kit.prune', every: 3_600_000 },
      ]);
    } finally {
      await schedules.close();
    }
  });

  it('pages the list newest first without skipping or repeating', async () => {
    for (let i = 0; i < 5; i++) {
      await sql`INSERT INTO dead_letters (source, name, key, error, attempts, last_failed_at)
        VALUES ('event', 'evt.x.y.z', ${`page-${i}`}, 'boom', 1,
          ${new Date(Date.UTC(2020, 0, 1, 0, 0, i === 4 ? 3 : i))})`.execute(service.ctx.db);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const reply = await list({ limit: 2, ...(cursor ? { cursor } : {}) }, admin);
      seen.push(...reply.items.map((l) => l.id));
      if (!reply.nextCursor) break;
      cursor = reply.nextCursor;
    }
    const all = await letters();
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(seen.length);
    const times = all.map((l) => Date.parse(l.lastFailedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(list({ limit: 2, cursor: 'bm9wZQ' }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    // An event letter without its copy on the dead-letter stream cannot be retried.
    const event = all.find((l) => l.source === 'event');
    await expect(retry({ id: event!.id }, admin)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('counts the letters no operator has retried yet, for admins only', async () => {
    const summary = (actor: Actor) =>
      service.ctx.client.call(deadLetterSummaryRpc('kitjobs'), {}, { actor });
    const open = (await letters()).filter((l) => l.resolvedAt === null);
    expect(open.length).toBeGreaterThan(0);
    expect(await summary(admin)).toEqual({ unresolved: open.length });
    await sql`UPDATE dead_letters SET resolved_at = now() WHERE id = ${open[0]!.id}`.execute(
      service.ctx.db,
    );
    expect(await summary(admin)).toEqual({ unresolved: open.length - 1 });
    await expect(summary(user)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
