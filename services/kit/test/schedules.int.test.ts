import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Queue } from 'bullmq';
import { z } from 'zod';
import {
  createDatabase,
  createLogger,
  defineJob,
  JobProducer,
  JobWorkers,
  migrateSchema,
  producerConnection,
  pruneKitTables,
  Scheduler,
  type Database,
} from '../src/index.js';
import {
  createTestDatabase,
  deleteQueues,
  redisUrl,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const logger = createLogger({ name: 'kitsched', level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduled tasks', () => {
  const prefix = `tqsched${Date.now().toString(36)}`;
  const replica = () =>
    new Scheduler({ service: 'kitsched', redisUrl: redisUrl(), prefix, logger, retryMs: 200 });
  const schedulers = () =>
    new Queue('kitsched.schedules', { connection: producerConnection(redisUrl()), prefix });

  afterAll(async () => {
    await deleteQueues(prefix);
  });

  it('run each tick once across two replicas declaring the same task', async () => {
    const runs: { at: number; by: string }[] = [];
    const [a, b] = [replica(), replica()];
    for (const [scheduler, by] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      scheduler.schedule({
        name: 'tick',
        every: 250,
        handler: async ({ scheduledAt }) => {
          runs.push({ at: scheduledAt.getTime(), by });
          await sleep(30); // long enough for the other replica to grab the job if it could
        },
      });
    }
    a.start();
    b.start();
    await Promise.all([a.synced(), b.synced()]);
    try {
      await waitFor(() => runs.length >= 8, 10_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const ticks = runs.map((r) => r.at);
    expect(new Set(ticks).size).toBe(ticks.length);
    // Consecutive ticks are one period apart: none skipped, none doubled.
    const sorted = [...ticks].sort((x, y) => x - y);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBe(250);
    const queue = schedulers();
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual(['tick']);
    await queue.close();
  });

  it('remove the schedule of a task the new release no longer declares', async () => {
    const old = replica();
    const noop = async () => undefined;
    old.schedule({ name: 'tick', every: 60_000, handler: noop });
    old.schedule({
      name: 'report.daily',
      cron: '0 3 * * *',
      tz: 'America/Santiago',
      handler: noop,
    });
    old.start();
    await old.synced();
    await old.stop();
    const queue = schedulers();
    expect((await queue.getJobSchedulers()).map((s) => s.key).sort()).toEqual([
      'report.daily',
      'tick',
    ]);

    const next = replica();
    next.schedule({ name: 'tick', every: 60_000, handler: noop });
    next.start();
    await next.synced();
    await next.stop();
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual(['tick']);
    await queue.close();
  });

  it('refuse a task with both or neither of every and cron', () => {
    const s = replica();
    const handler = async () => undefined;
    expect(() => s.schedule({ name: 'x', handler })).toThrow(/exactly one/);
    expect(() => s.schedule({ name: 'x', every: 1000, cron: '* * * * *', handler })).toThrow(
      /exactly one/,
    );
    s.schedule({ name: 'x', every: 1000, handler });
    expect(() => s.schedule({ name: 'x', every: 1000, handler })).toThrow(/twice/);
  });
});

describe('job workers shut down gracefully', () => {
  const prefix = `tqstop${Date.now().toString(36)}`;
  let testDb: TestDatabase;
  let database: Database<unknown>;
  const Slow = defineJob({ name: 'slow', data: z.object({ ms: z.number() }) });

  beforeAll(async () => {
    testDb = await createTestDatabase('kitstop');
    database = createDatabase({ url: testDb.url, schema: 'kitstop', logger });
    await migrateSchema(database.db, 'kitstop', {});
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
    await deleteQueues(prefix);
  });

  it('stop taking jobs and let the running one finish', async () => {
    const options = { service: 'kitstop', redisUrl: redisUrl(), prefix, logger };
    const producer = new JobProducer(options);
    const workers = new JobWorkers({ ...options, db: database.db });
    const events: string[] = [];
    workers.handle(Slow, async ({ ms }, job) => {
      events.push(`start ${job.id}`);
      await sleep(ms);
      events.push(`end ${job.id}`);
    });
    workers.start();
    await producer.enqueue(Slow, { ms: 500 }, { id: 'slow-1' });
    await waitFor(() => events.includes('start slow-1'));
    const stopped = workers.stop().then(() => events.push('stopped'));
    await producer.enqueue(Slow, { ms: 10 }, { id: 'slow-2' });
    await stopped;
    expect(events).toEqual(['start slow-1', 'end slow-1', 'stopped']);
    const state = await (await producer.queue('kitstop.default').getJob('slow-1'))?.getState();
    expect(state).toBe('completed');
    expect(await (await producer.queue('kitstop.default').getJob('slow-2'))?.getState()).toBe(
      'waiting',
    );
    await producer.close();
  });
});

describe('pruning old outbox and inbox rows', () => {
  let testDb: TestDatabase;
  let database: Database<unknown>;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    testDb = await createTestDatabase('kitprune');
    database = createDatabase({ url: testDb.url, schema: 'kitprune', logger });
    db = database.db;
    await migrateSchema(db, 'kitprune', {});
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('delete published outbox rows and inbox ids past their retention, nothing else', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);
    const outbox = [
      { label: 'old-published', created: daysAgo(9), published: daysAgo(8) },
      { label: 'old-unpublished', created: daysAgo(9), published: null },
      { label: 'new-published', created: daysAgo(2), published: daysAgo(2) },
    ];
    for (const row of outbox) {
      await sql`INSERT INTO outbox (id, subject, envelope, created_at, published_at)
        VALUES (gen_random_uuid(), ${row.label}, '{}', ${row.created}, ${row.published})`.execute(
        db,
      );
    }
    for (const [consumer, at] of [
      ['old', daysAgo(22)],
      ['new', daysAgo(20)],
    ] as const) {
      await sql`INSERT INTO inbox (event_id, consumer, subject, processed_at)
        VALUES (gen_random_uuid(), ${consumer}, 'evt.x.y.z', ${at})`.execute(db);
    }
    const deleted = await pruneKitTables(db, { outboxDays: 7, inboxDays: 21, batchSize: 1 }, now);
    expect(deleted).toEqual({ outbox: 1, inbox: 1 });
    const left = await sql<{
      subject: string;
    }>`SELECT subject FROM outbox ORDER BY subject`.execute(db);
    expect(left.rows.map((r) => r.subject)).toEqual(['new-published', 'old-unpublished']);
    const inbox = await sql<{ consumer: string }>`SELECT consumer FROM inbox`.execute(db);
    expect(inbox.rows.map((r) => r.consumer)).toEqual(['new']);
  });
});
