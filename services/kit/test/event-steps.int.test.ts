import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { defineEvent } from '@arrendo/contracts';
import { eventSteps, startService, type RunningService } from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  idleTransactions,
  natsUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

const Ordered = defineEvent('evt.kitstore.order.placed', 1, z.object({ item: z.string() }));

interface StoreDB {
  shipments: { id: string; item: string; price: number };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_shipments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shipments')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

/**
 * An event handler in three steps (`eventSteps({ before, write, afterCommit })`) on the real
 * consumer: what each step sees, what a failing `before` and a redelivered duplicate do.
 */
describe('kit: an event handler in three steps', () => {
  let database: TestDatabase;
  let nc: NatsConnection;
  let store: RunningService<StoreDB>;
  const prefix = uniquePrefix();
  const prices = new Map<string, number>();
  const log: string[] = [];

  const publish = async (id: string, item: string) => {
    const envelope = {
      id,
      type: Ordered.subject,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { item },
    };
    // A fresh Nats-Msg-Id each time: JetStream's dedup must not hide a redelivery from the inbox.
    await nc
      .jetstream()
      .publish(`${prefix}${Ordered.subject}`, JSON.stringify(envelope), { msgID: randomUUID() });
  };
  const shipped = async (item: string) =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM shipments WHERE item = ${item}`.execute(store.ctx.db)
    ).rows[0]?.n ?? 0;
  const inInbox = async (eventId: string) =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM inbox WHERE event_id = ${eventId}`.execute(store.ctx.db)
    ).rows[0]?.n ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase('kit_event_steps');
    nc = await connect({ servers: natsUrl() });
    store = await startService<StoreDB>({
      name: 'kitstore',
      migrations,
      overrides: { env: testEnv({ databaseUrl: database.url, prefix, LOG_LEVEL: 'silent' }) },
      register(ctx) {
        ctx.events.subscribe(
          Ordered,
          eventSteps<typeof Ordered, StoreDB, number, string>({
            before: async (event) => {
              const { rows } = await sql<{ open: boolean }>`
                SELECT now() <> statement_timestamp() AS open`.execute(ctx.db);
              const idle = (await idleTransactions(ctx.db)).length;
              log.push(
                `before ${event.data.item} in-transaction=${String(rows[0]?.open)} idle=${idle}`,
              );
              const price = prices.get(event.data.item);
              if (price === undefined) throw new Error(`no price for ${event.data.item} yet`);
              return price;
            },
            write: async (event, trx, price) => {
              log.push(`write ${event.data.item} ${price}`);
              const id = randomUUID();
              await trx
                .insertInto('shipments')
                .values({ id, item: event.data.item, price })
                .execute();
              return id;
            },
            afterCommit: async (event, shipmentId) => {
              const { rows } = await sql<{ n: number }>`
                SELECT count(*)::int AS n FROM shipments WHERE id = ${shipmentId}`.execute(ctx.db);
              log.push(`after ${event.data.item} committed=${String(rows[0]?.n === 1)}`);
            },
          }),
        );
      },
    });
  });

  afterAll(async () => {
    await store?.stop();
    await nc?.close();
    await deleteStreams(prefix);
    await database?.drop();
  });

  it('runs before with no transaction open, hands its result to write, then runs afterCommit', async () => {
    prices.set('lamp', 1200);
    log.length = 0;
    await publish(randomUUID(), 'lamp');
    await waitFor(async () => log.some((line) => line.startsWith('after lamp')), 10_000);
    expect(log).toEqual([
      'before lamp in-transaction=false idle=0',
      'write lamp 1200',
      'after lamp committed=true',
    ]);
  });

  it('a failing before writes nothing, and the redelivery handles the event', async () => {
    log.length = 0;
    const eventId = randomUUID();
    await publish(eventId, 'chair');
    await waitFor(async () => log.length >= 1, 10_000);
    expect(log).toEqual(['before chair in-transaction=false idle=0']);
    expect(await inInbox(eventId)).toBe(0);
    expect(await shipped('chair')).toBe(0);

    prices.set('chair', 500);
    await waitFor(async () => (await shipped('chair')) === 1, 15_000);
    expect(await inInbox(eventId)).toBe(1);
    expect(log.filter((line) => line.startsWith('write'))).toEqual(['write chair 500']);
  });

  it('a redelivered duplicate runs no step again', async () => {
    prices.set('desk', 900);
    log.length = 0;
    const eventId = randomUUID();
    await publish(eventId, 'desk');
    await waitFor(async () => log.some((line) => line.startsWith('after desk')), 10_000);
    const steps = log.length;

    prices.set('desk', 1);
    await publish(eventId, 'desk');
    // A later event on the same consumer is handled after the duplicate (one ordered consumer).
    prices.set('stool', 10);
    await publish(randomUUID(), 'stool');
    await waitFor(async () => log.some((line) => line.startsWith('after stool')), 10_000);

    expect(log.slice(0, steps).filter((line) => line.includes('desk'))).toHaveLength(3);
    expect(log.slice(steps).filter((line) => line.includes('desk'))).toEqual([]);
    expect(await shipped('desk')).toBe(1);
  });
});
