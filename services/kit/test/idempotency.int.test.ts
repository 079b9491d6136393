import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { z } from 'zod';
import { ANONYMOUS, AppError, defineRpc, type Actor } from '@arrendo/contracts';
import {
  inTransaction,
  pruneIdempotencyKeys,
  registerRpcHandlers,
  startService,
  type RunningService,
} from '../src/index.js';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '../src/testing/index.js';
import { decodeJson, encodeJson } from '../src/rpc/codec.js';

const Charge = z.object({ chargeId: z.uuid(), orderId: z.string(), amount: z.number().int() });

const KitPayRpc = {
  charge: defineRpc(
    'rpc.kitpay.charge.create',
    z.object({ orderId: z.string(), amount: z.number().int() }).strict(),
    Charge,
    { idempotent: true },
  ),
  /** A command whose effect is elsewhere (a payment provider): it ignores the transaction. */
  refund: defineRpc(
    'rpc.kitpay.refund.create',
    z.object({ chargeId: z.uuid() }).strict(),
    z.object({ refundId: z.uuid() }),
    { idempotent: true },
  ),
} as const;

interface PayDB {
  charges: { id: string; order_id: string; amount: number };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_charges': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('charges')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

const ana: Actor = { userId: randomUUID(), roles: [] };
const ben: Actor = { userId: randomUUID(), roles: [] };
const key = () => `checkout-${randomUUID()}`;

describe('idempotent RPC commands', () => {
  let testDb: TestDatabase;
  let service: RunningService<PayDB>;
  const prefix = uniquePrefix();
  let chargeRuns = 0;
  let refundRuns = 0;
  let failNextWithCrash = false;

  const charges = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM charges`.execute(service.ctx.db))
      .rows[0]?.n ?? -1;
  const charge = (data: { orderId: string; amount: number }, idempotencyKey: string, actor = ana) =>
    service.ctx.client.call(KitPayRpc.charge, data, { actor, idempotencyKey });

  beforeAll(async () => {
    testDb = await createTestDatabase('kitidem');
    service = await startService<PayDB>({
      name: 'kitpay',
      migrations,
      overrides: { env: testEnv({ databaseUrl: testDb.url, prefix, LOG_LEVEL: 'silent' }) },
      register(ctx) {
        registerRpcHandlers(ctx, KitPayRpc, {
          charge: inTransaction(async (req, _call, trx) => {
            chargeRuns++;
            const id = randomUUID();
            await trx
              .insertInto('charges')
              .values({ id, order_id: req.orderId, amount: req.amount })
              .execute();
            // Long enough for concurrent duplicates to arrive while this one holds the key.
            await new Promise((r) => setTimeout(r, 150));
            if (req.amount === 13) throw new AppError('CONFLICT', 'Card declined');
            if (failNextWithCrash) {
              failNextWithCrash = false;
              throw new Error('connection reset');
            }
            return { chargeId: id, orderId: req.orderId, amount: req.amount };
          }),
          refund: inTransaction(async () => {
            refundRuns++;
            return { refundId: randomUUID() };
          }),
        });
      },
    });
  });

  beforeEach(() => {
    chargeRuns = 0;
    refundRuns = 0;
  });

  afterAll(async () => {
    await service.stop();
    await deleteStreams(prefix);
    await testDb.drop();
  });

  it('answers a retry with the stored result without running the handler again', async () => {
    const k = key();
    const before = await charges();
    const first = await charge({ orderId: 'o-1', amount: 100 }, k);
    const retry = await charge({ orderId: 'o-1', amount: 100 }, k);
    expect(retry).toEqual(first);
    expect(chargeRuns).toBe(1);
    expect(await charges()).toBe(before + 1);
  });

  it('runs concurrent duplicates once: the others wait for the first and get its result', async () => {
    const k = key();
    const before = await charges();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => charge({ orderId: 'o-2', amount: 200 }, k)),
    );
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
    expect(chargeRuns).toBe(1);
    expect(await charges()).toBe(before + 1);
  });

  it('refuses the same key with a different request (CONFLICT), without running it', async () => {
    const k = key();
    await charge({ orderId: 'o-3', amount: 300 }, k);
    const error = await charge({ orderId: 'o-3', amount: 301 }, k).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'idempotency_key_reused' },
    });
    expect(chargeRuns).toBe(1);
  });

  it('scopes keys to the actor: another user with the same key gets their own result', async () => {
    const k = key();
    const anas = await charge({ orderId: 'o-4', amount: 400 }, k, ana);
    const bens = await charge({ orderId: 'o-4', amount: 400 }, k, ben);
    expect(bens.chargeId).not.toBe(anas.chargeId);
    expect(chargeRuns).toBe(2);
    await expect(charge({ orderId: 'o-4', amount: 400 }, k, ana)).resolves.toEqual(anas);
    await expect(charge({ orderId: 'o-4', amount: 400 }, k, ben)).resolves.toEqual(bens);
    expect(chargeRuns).toBe(2);
  });

  it('stores a domain refusal (its writes rolled back) and replays it', async () => {
    const k = key();
    const before = await charges();
    await expect(charge({ orderId: 'o-5', amount: 13 }, k)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Card declined',
    });
    await expect(charge({ orderId: 'o-5', amount: 13 }, k)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Card declined',
    });
    expect(chargeRuns).toBe(1);
    expect(await charges()).toBe(before);
  });

  it('does not store an unexpected failure: the retry runs the handler afresh', async () => {
    const k = key();
    const before = await charges();
    failNextWithCrash = true;
    await expect(charge({ orderId: 'o-6', amount: 600 }, k)).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    expect(await charges()).toBe(before);
    const retry = await charge({ orderId: 'o-6', amount: 600 }, k);
    expect(retry.amount).toBe(600);
    expect(chargeRuns).toBe(2);
    expect(await charges()).toBe(before + 1);
  });

  it('answers a command with no local writes at most once too', async () => {
    const k = key();
    const chargeId = randomUUID();
    const first = await service.ctx.client.call(
      KitPayRpc.refund,
      { chargeId },
      { actor: ana, idempotencyKey: k },
    );
    const again = await service.ctx.client.call(
      KitPayRpc.refund,
      { chargeId },
      { actor: ana, idempotencyKey: k },
    );
    expect(again).toEqual(first);
    expect(refundRuns).toBe(1);
  });

  it('requires a key: the client refuses before sending, the server refuses a raw request', async () => {
    const missing = await service.ctx.client
      // @ts-expect-error an idempotent definition must be called with a key
      .call(KitPayRpc.charge, { orderId: 'o-7', amount: 1 }, { actor: ana })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'idempotencyKey' }] },
    });
    const raw = await service.ctx.nc.request(
      `${prefix}${KitPayRpc.charge.subject}`,
      encodeJson({ actor: ana, deadline: Date.now() + 5000, data: { orderId: 'o-7', amount: 1 } }),
      { timeout: 5000 },
    );
    expect(decodeJson(raw.data)).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(chargeRuns).toBe(0);
  });

  it('refuses an anonymous caller: keys need an owner', async () => {
    await expect(charge({ orderId: 'o-8', amount: 1 }, key(), ANONYMOUS)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(chargeRuns).toBe(0);
  });

  it('prunes expired keys; an expired key runs the command again', async () => {
    const stale = key();
    const live = key();
    await charge({ orderId: 'o-9', amount: 900 }, stale);
    await charge({ orderId: 'o-9', amount: 901 }, live);
    await sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = ${stale}`.execute(
      service.ctx.db,
    );
    // Not yet pruned: an expired key is treated as unused.
    const rerun = await charge({ orderId: 'o-9', amount: 900 }, stale);
    expect(chargeRuns).toBe(3);
    await sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = ${stale}`.execute(
      service.ctx.db,
    );
    expect(await pruneIdempotencyKeys(service.ctx.db, { batchSize: 1 })).toBeGreaterThanOrEqual(1);
    const left = await sql<{ key: string }>`SELECT key FROM idempotency_keys`.execute(
      service.ctx.db,
    );
    expect(left.rows.map((r) => r.key)).toContain(live);
    expect(left.rows.map((r) => r.key)).not.toContain(stale);
    expect(rerun.orderId).toBe('o-9');
  });
});
