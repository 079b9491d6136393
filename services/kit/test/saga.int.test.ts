import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Generated, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';
import { AppError } from '@arrendo/contracts';
import {
  createDatabase,
  createLogger,
  defineSaga,
  migrateSchema,
  SagaRunner,
  type Database,
  type DeadLetterEntry,
  type SagaRunnerOptions,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

interface ShopDB {
  ledger: { seq: Generated<number>; saga_id: string; action: string };
}

const migrations: Record<string, Migration> = {
  '202601010001_create_ledger': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ledger')
        .addColumn('seq', 'serial', (c) => c.primaryKey())
        .addColumn('saga_id', 'uuid', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

/** What each step does on its n-th call in the current test (default: succeed). */
type Script = Partial<
  Record<'confirm' | 'refund' | 'release' | 'pay', (call: number) => Promise<void>>
>;
let script: Script = {};
const calls: Record<string, number> = {};

async function act(db: Kysely<ShopDB>, sagaId: string, action: keyof Script | 'hold') {
  calls[action] = (calls[action] ?? 0) + 1;
  await script[action as keyof Script]?.(calls[action] ?? 0);
  await db.insertInto('ledger').values({ saga_id: sagaId, action }).execute();
}

const checkout = defineSaga<{ amount: number }, ShopDB>('test.checkout')
  .step('hold', {
    transactional: true,
    run: async ({ db, sagaId }) => {
      await act(db, sagaId, 'hold');
      return { holdId: `hold-${sagaId.slice(0, 8)}` };
    },
    compensate: async ({ db, sagaId }) => act(db, sagaId, 'release'),
  })
  .step('pay', {
    run: async ({ db, sagaId, input, results, idempotencyKey }) => {
      await act(db, sagaId, 'pay');
      return { paymentId: idempotencyKey, amount: input.amount, holdId: results.hold.holdId };
    },
    compensate: async ({ db, sagaId }) => act(db, sagaId, 'refund'),
  })
  .step('confirm', {
    transactional: true,
    run: async ({ db, sagaId, results }) => {
      await act(db, sagaId, 'confirm');
      return { confirmed: results.pay.paymentId };
    },
  });

describe('sagas', () => {
  let testDb: TestDatabase;
  let database: Database<ShopDB>;
  const deadLetters: DeadLetterEntry[] = [];
  const logger = createLogger({ name: 'kittest', level: 'silent' });

  const runner = (options: Partial<SagaRunnerOptions<ShopDB>> = {}) =>
    new SagaRunner<ShopDB>({
      db: database.db,
      logger,
      sagas: [checkout],
      onDeadLetter: (entry) => {
        deadLetters.push(entry);
      },
      retryDelayMs: () => 5,
      ...options,
    });

  const ledger = async (sagaId: string) =>
    (
      await sql<{
        action: string;
      }>`SELECT action FROM ledger WHERE saga_id = ${sagaId} ORDER BY seq`.execute(database.db)
    ).rows.map((r) => r.action);

  beforeAll(async () => {
    testDb = await createTestDatabase('kitsaga');
    database = createDatabase<ShopDB>({ url: testDb.url, schema: 'kitsaga', logger, max: 6 });
    await migrateSchema(database.db as Kysely<unknown>, 'kitsaga', migrations);
  });

  beforeEach(() => {
    script = {};
    for (const key of Object.keys(calls)) delete calls[key];
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('runs every step once and records each result', async () => {
    const outcome = await runner().start(checkout, { amount: 45_000 });
    expect(outcome.status).toBe('completed');
    if (outcome.status !== 'completed') return;
    expect(outcome.results.pay).toEqual({
      paymentId: `${outcome.id}:pay`,
      amount: 45_000,
      holdId: `hold-${outcome.id.slice(0, 8)}`,
    });
    expect(outcome.results.confirm.confirmed).toBe(`${outcome.id}:pay`);
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay', 'confirm']);
    expect(await runner().get(outcome.id)).toMatchObject({
      status: 'completed',
      current_step: 3,
      owner: null,
      step_results: outcome.results,
    });
  });

  it('compensates completed steps in reverse order when step 3 refuses', async () => {
    script.confirm = async () => {
      throw new AppError('CONFLICT', 'The dates were taken meanwhile');
    };
    const outcome = await runner().start(checkout, { amount: 1 });
    expect(outcome).toMatchObject({
      status: 'compensated',
      error: { code: 'CONFLICT', message: 'The dates were taken meanwhile' },
    });
    // confirm wrote nothing (its transaction rolled back); pay and hold were undone, last first.
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay', 'refund', 'release']);
    expect(await runner().get(outcome.id)).toMatchObject({
      status: 'compensated',
      current_step: -1,
    });
  });

  it('leaves a run that failed for a passing reason to recovery, which resumes it', async () => {
    script.confirm = async (call) => {
      if (call === 1) throw new Error('connection terminated unexpectedly');
    };
    const first = runner();
    const outcome = await first.start(checkout, { amount: 2 });
    expect(outcome).toMatchObject({ status: 'pending', error: { code: 'INTERNAL' } });
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay']);
    expect(await first.get(outcome.id)).toMatchObject({
      status: 'running',
      current_step: 2,
      owner: null,
    });

    // "After the restart": a new runner (another process) resumes from the recorded step.
    await new Promise((r) => setTimeout(r, 20));
    const recovered = await runner().recover();
    expect(recovered).toContainEqual(
      expect.objectContaining({ id: outcome.id, status: 'completed' }),
    );
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay', 'confirm']);
    expect([calls.hold, calls.pay, calls.confirm]).toEqual([1, 1, 2]);
  });

  it('takes over a run whose process died mid-step; the zombie can record nothing', async () => {
    let wake!: () => void;
    const zombieGate = new Promise<void>((resolve) => (wake = resolve));
    let entered!: () => void;
    const inConfirm = new Promise<void>((resolve) => (entered = resolve));
    script.confirm = async (call) => {
      if (call === 1) {
        entered();
        await zombieGate; // the "dead" process: it never returns until the test lets it
      }
    };
    const zombie = runner({ leaseMs: 200 }).start(checkout, { amount: 3 });
    await inConfirm;
    const id = (
      await sql<{
        id: string;
      }>`SELECT id FROM saga_runs WHERE status = 'running' AND owner IS NOT NULL`.execute(
        database.db,
      )
    ).rows[0]?.id;
    expect(id).toBeDefined();

    // While the lease is valid nobody else touches the run.
    expect(await runner({ leaseMs: 200 }).recover()).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    const recovered = await runner({ leaseMs: 200 }).recover();
    expect(recovered).toEqual([expect.objectContaining({ id, status: 'completed' })]);

    wake();
    await expect(zombie).resolves.toMatchObject({ id, status: 'pending' });
    // The zombie's confirm ran but its transaction could not record the step, so it rolled back.
    expect(await ledger(id ?? '')).toEqual(['hold', 'pay', 'confirm']);
    expect(calls.confirm).toBe(2);
  });

  it('retries a failing compensation until it succeeds', async () => {
    script.confirm = async () => {
      throw new AppError('CONFLICT', 'Declined');
    };
    script.refund = async (call) => {
      if (call === 1) throw new Error('payment provider timed out');
    };
    const outcome = await runner().start(checkout, { amount: 4 });
    expect(outcome.status).toBe('compensated');
    expect(calls.refund).toBe(2);
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay', 'refund', 'release']);
  });

  it('dead-letters a compensation that keeps failing, and marks the run failed', async () => {
    script.confirm = async () => {
      throw new AppError('CONFLICT', 'Declined');
    };
    script.refund = async () => {
      throw new Error('payment provider is down');
    };
    const outcome = await runner({ maxCompensationAttempts: 3 }).start(checkout, { amount: 5 });
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'CONFLICT' } });
    expect(calls.refund).toBe(3);
    expect(deadLetters.at(-1)).toMatchObject({
      source: 'saga',
      name: 'test.checkout',
      key: outcome.id,
      error: 'payment provider is down',
      attempts: 3,
      payload: { step: 'pay', input: { amount: 5 } },
    });
    expect(await runner().get(outcome.id)).toMatchObject({ status: 'failed', owner: null });
    expect(await runner().recover()).not.toContainEqual(
      expect.objectContaining({ id: outcome.id }),
    );
  });

  it('compensates a step that keeps failing for passing reasons after maxStepAttempts', async () => {
    script.confirm = async () => {
      throw new Error('still down');
    };
    const r = runner({ maxStepAttempts: 2 });
    const outcome = await r.start(checkout, { amount: 6 });
    expect(outcome.status).toBe('pending');
    await new Promise((res) => setTimeout(res, 20));
    const [recovered] = (await r.recover()).filter((o) => o.id === outcome.id);
    expect(recovered).toMatchObject({ status: 'compensated', error: { message: 'still down' } });
    expect(await ledger(outcome.id)).toEqual(['hold', 'pay', 'refund', 'release']);
  });

  it('starts a run with a given id once: starting it again returns its outcome', async () => {
    const id = randomUUID();
    const first = await runner().start(checkout, { amount: 7 }, { id });
    const again = await runner().start(checkout, { amount: 7 }, { id });
    expect(again).toEqual(first);
    expect(calls.hold).toBe(1);
  });

  it('refuses a saga the runner was not told about (it could never be recovered)', async () => {
    const other = defineSaga<object, ShopDB>('test.other').step('only', { run: async () => 1 });
    await expect(runner().start(other, {})).rejects.toThrow(/not registered/);
  });
});
