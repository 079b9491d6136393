import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { connect, headers, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '@arrendo/contracts';
import { startService, type RunningService } from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const Rang = defineEvent('evt.kitbell.bell.rang', 1, z.object({ times: z.number().int() }));

interface CounterDB {
  rings: { id: string; times: number };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_rings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rings')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('times', 'integer')
        .execute();
    },
  },
};

describe('durable idempotent consumer', () => {
  let testDb: TestDatabase;
  let nc: NatsConnection;
  let service: RunningService<CounterDB>;
  let failNext = 0;
  const prefix = uniquePrefix();

  const publish = async (id: string, times: number, msgID = randomUUID()) => {
    const envelope = {
      id,
      type: Rang.subject,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { times },
    };
    const h = headers();
    await nc
      .jetstream()
      .publish(`${prefix}${Rang.subject}`, JSON.stringify(envelope), { msgID, headers: h });
  };
  const rows = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM rings`.execute(service.ctx.db)).rows[0]
      ?.n ?? 0;

  beforeAll(async () => {
    testDb = await createTestDatabase('kitcons');
    nc = await connect({ servers: natsUrl() });
    service = await startService<CounterDB>({
      name: 'kitcounter',
      migrations,
      overrides: { env: testEnv({ databaseUrl: testDb.url, prefix, LOG_LEVEL: 'silent' }) },
      register(ctx) {
        ctx.events.subscribe(Rang, async (event, trx) => {
          if (failNext > 0) {
            failNext--;
            throw new Error('transient failure');
          }
          await trx
            .insertInto('rings')
            .values({ id: randomUUID(), times: event.data.times })
            .execute();
        });
      },
    });
  });

  afterAll(async () => {
    await service.stop();
    await nc.close();
    await deleteStreams(prefix);
    await testDb.drop();
  });

  it('handles an event once even when it is delivered twice', async () => {
    const eventId = randomUUID();
    // Different Nats-Msg-Ids defeat JetStream's dedup: the consumer's inbox must catch it.
    await publish(eventId, 1);
    await publish(eventId, 1);
    await waitFor(async () => (await rows()) === 1);
    const inbox = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM inbox WHERE event_id = ${eventId}`.execute(service.ctx.db);
    expect(inbox.rows[0]?.n).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rows()).toBe(1);
  });

  it('retries a failing handler and then handles the event exactly once', async () => {
    failNext = 1;
    const before = await rows();
    await publish(randomUUID(), 2);
    await waitFor(async () => (await rows()) === before + 1, 15_000);
    expect(failNext).toBe(0);
  });

  it('terminates a malformed event instead of crashing or looping', async () => {
    const before = await rows();
    await nc.jetstream().publish(`${prefix}${Rang.subject}`, '{"not":"an envelope"}');
    await publish(randomUUID(), 3);
    await waitFor(async () => (await rows()) === before + 1);
  });
});
