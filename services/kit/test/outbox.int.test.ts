import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import {
  AckPolicy,
  connect,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { z } from 'zod';
import { defineEvent } from '@arrendo/contracts';
import {
  createDatabase,
  createLogger,
  enqueueEvent,
  ensureStream,
  migrateSchema,
  OutboxRelay,
  type Database,
} from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const WidgetMade = defineEvent('evt.kitrelay.widget.made', 1, z.object({ n: z.number().int() }));

describe('transactional outbox relay', () => {
  let testDb: TestDatabase;
  let database: Database<unknown>;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;
  let stream: string;
  const prefix = uniquePrefix();
  const logger = createLogger({ name: 'kittest', level: 'silent' });

  const relay = (extra: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) =>
    new OutboxRelay({
      db: database.db as Kysely<unknown>,
      pool: database.pool,
      js,
      schema: 'kitrelay',
      prefix,
      logger,
      pollMs: 20,
      ...extra,
    });

  async function enqueue(count: number): Promise<string[]> {
    const ids: string[] = [];
    await database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < count; n++) ids.push((await enqueueEvent(trx, WidgetMade, { n })).id);
    });
    return ids;
  }

  async function streamMessageIds(): Promise<string[]> {
    const info = await jsm.streams.info(stream);
    const ids: string[] = [];
    for (
      let seq = info.state.first_seq;
      seq <= info.state.last_seq && info.state.messages > 0;
      seq++
    ) {
      const m = await jsm.streams.getMessage(stream, { seq });
      ids.push((JSON.parse(new TextDecoder().decode(m.data)) as { id: string }).id);
    }
    return ids;
  }

  async function unpublished(): Promise<number> {
    const r = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`.execute(database.db);
    return r.rows[0]?.n ?? -1;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase('kitrelay');
    database = createDatabase({ url: testDb.url, schema: 'kitrelay', logger });
    await migrateSchema(database.db, 'kitrelay', {});
    nc = await connect({ servers: natsUrl() });
    js = nc.jetstream();
    jsm = await nc.jetstreamManager();
    stream = await ensureStream(jsm, prefix, 'kitrelay');
  });

  beforeEach(async () => {
    await jsm.streams.purge(stream);
    await sql`DELETE FROM outbox`.execute(database.db);
  });

  afterAll(async () => {
    await nc.close();
    await database.close();
    await deleteStreams(prefix);
    await testDb.drop();
  });

  it('writes nothing when the transaction rolls back', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueEvent(trx, WidgetMade, { n: 1 });
        throw new Error('business rule failed');
      })
      .catch(() => undefined);
    expect(await unpublished()).toBe(0);
  });

  it('publishes each event once, in order, with Nats-Msg-Id = event id', async () => {
    const ids = await enqueue(5);
    expect(await relay().publishBatch()).toBe(5);
    expect(await unpublished()).toBe(0);
    expect(await streamMessageIds()).toEqual(ids);
    const m = await jsm.streams.getMessage(stream, {
      seq: (await jsm.streams.info(stream)).state.first_seq,
    });
    expect(m.header.get('Nats-Msg-Id')).toBe(ids[0]);
  });

  it('publishes exactly once when a relay dies between publish and mark', async () => {
    const ids = await enqueue(3);
    const dying = relay({
      afterPublish: () => {
        throw new Error('killed after publish, before mark');
      },
    });
    await expect(dying.publishBatch()).rejects.toThrow('killed');
    expect(await unpublished()).toBe(3); // the mark was rolled back
    expect(await relay().publishBatch()).toBe(3); // the next relay republishes the same ids…
    expect(await unpublished()).toBe(0);
    expect(await streamMessageIds()).toEqual(ids); // …and JetStream kept one copy of each
  });

  it('publishes exactly once when two relays run at once', async () => {
    const ids = await enqueue(60);
    const a = relay({ batchSize: 7 });
    const b = relay({ batchSize: 7 });
    await Promise.all([a.start(), b.start()]);
    try {
      for (let i = 0; i < 200 && (await unpublished()) > 0; i++)
        await new Promise((r) => setTimeout(r, 25));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(await unpublished()).toBe(0);
    const published = await streamMessageIds();
    expect(published).toHaveLength(60);
    expect(published).toEqual(ids); // one relay at a time: order kept
  });

  it('is woken by NOTIFY and keeps running as events arrive', async () => {
    const r = relay({ pollMs: 60_000 }); // polling alone would not publish within the test
    await r.start();
    try {
      const ids = await enqueue(2);
      // Well under the 60 s poll: only the NOTIFY at commit can have published them.
      await waitFor(async () => (await unpublished()) === 0, 10_000);
      expect(await streamMessageIds()).toEqual(ids);
    } finally {
      await r.stop();
    }
  });

  it('lets a consumer read the event with its envelope', async () => {
    await enqueue(1);
    await relay().publishBatch();
    await jsm.consumers.add(stream, {
      durable_name: 'kitreader',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
    });
    const consumer = await js.consumers.get(stream, 'kitreader');
    const msg = await consumer.next({ expires: 2000 });
    expect(msg?.subject).toBe(`${prefix}evt.kitrelay.widget.made`);
    const envelope = msg?.json<{ type: string; version: number; data: { n: number } }>();
    expect(envelope).toMatchObject({
      type: 'evt.kitrelay.widget.made',
      version: 1,
      data: { n: 0 },
    });
    msg?.ack();
  });
});
