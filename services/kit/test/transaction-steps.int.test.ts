import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { z } from 'zod';
import { AppError, defineRpc, type Actor } from '@arrendo/contracts';
import {
  inTransaction,
  registerRpcHandlers,
  startService,
  type RunningService,
} from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  errorOf,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '../src/testing/index.js';

const Order = z.object({ orderId: z.uuid(), item: z.string(), price: z.number().int() });

const KitShopRpc = {
  order: defineRpc('rpc.kitshop.order.create', z.object({ item: z.string() }).strict(), Order, {
    idempotent: true,
  }),
} as const;

interface ShopDB {
  orders: { id: string; item: string; price: number };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_orders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

/**
 * `inTransaction({ before, write, afterCommit })`: what each step sees and when it runs, through
 * a real service on Postgres and NATS (booking's hold is the production user).
 */
describe('kit: a command in three steps', () => {
  let database: TestDatabase;
  let prefix: string;
  let shop: RunningService<ShopDB>;
  const prices = new Map<string, number>();
  const log: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('kit_transaction_steps');
    prefix = uniquePrefix();
    shop = await startService<ShopDB>({
      name: 'kitshop',
      migrations,
      register: (ctx) => {
        registerRpcHandlers(ctx, KitShopRpc, {
          order: inTransaction<typeof KitShopRpc.order, ShopDB, number>({
            before: async ({ item }) => {
              const { rows } = await sql<{ open: boolean }>`
                SELECT now() <> statement_timestamp() AS open`.execute(ctx.db);
              log.push(`before ${item} in-transaction=${String(rows[0]?.open)}`);
              const price = prices.get(item);
              if (price === undefined) throw new AppError('NOT_FOUND', `No ${item}`);
              return price;
            },
            write: async ({ item }, _call, trx, price) => {
              log.push(`write ${item} ${price}`);
              const row = await trx
                .insertInto('orders')
                .values({ id: randomUUID(), item, price })
                .returningAll()
                .executeTakeFirstOrThrow();
              return { orderId: row.id, item: row.item, price: row.price };
            },
            afterCommit: async (order) => {
              const { rows } = await sql<{ n: number }>`
                SELECT count(*)::int AS n FROM orders WHERE id = ${order.orderId}`.execute(ctx.db);
              log.push(`after ${order.item} committed=${String(rows[0]?.n === 1)}`);
              if (order.item === 'fragile') throw new Error('the job queue is down');
            },
          }),
        });
      },
      overrides: { env: testEnv({ databaseUrl: database.url, prefix }) },
    });
  });

  afterAll(async () => {
    await shop?.stop();
    await deleteStreams(prefix);
    await database?.drop();
  });

  const order = (item: string, actor: Actor, key: string) =>
    shop.ctx.client.call(KitShopRpc.order, { item }, { actor, idempotencyKey: key });
  const buyer = (): Actor => ({ userId: randomUUID(), roles: [] });

  it('runs before with no transaction, hands its result to write, then runs afterCommit', async () => {
    prices.set('lamp', 1200);
    log.length = 0;
    const ana = buyer();
    const key = `k-${randomUUID()}`;

    const first = await order('lamp', ana, key);

    expect(first).toMatchObject({ item: 'lamp', price: 1200 });
    expect(log).toEqual([
      'before lamp in-transaction=false',
      'write lamp 1200',
      'after lamp committed=true',
    ]);
    // A retry with the key replays the answer: no step runs again, even with the price changed.
    prices.set('lamp', 9999);
    expect(await order('lamp', ana, key)).toEqual(first);
    expect(log).toHaveLength(3);
  });

  it('stores a refusal from before and replays it; a failing afterCommit still answers', async () => {
    log.length = 0;
    const ben = buyer();
    const key = `k-${randomUUID()}`;
    expect((await errorOf(order('chair', ben, key))).code).toBe('NOT_FOUND');
    prices.set('chair', 500);
    expect((await errorOf(order('chair', ben, key))).code).toBe('NOT_FOUND');
    expect(log).toEqual(['before chair in-transaction=false']);

    prices.set('fragile', 10);
    const fragile = await order('fragile', ben, `k-${randomUUID()}`);
    expect(fragile.price).toBe(10);
    expect(log.at(-1)).toBe('after fragile committed=true');
  });
});
