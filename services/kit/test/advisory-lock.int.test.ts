import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  advisoryXactLock,
  createDatabase,
  createLogger,
  tryAdvisoryXactLock,
  withSessionAdvisoryLock,
  type Database,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

describe('advisory locks', () => {
  let testDb: TestDatabase;
  let database: Database<unknown>;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    testDb = await createTestDatabase('kitlock');
    database = createDatabase({
      url: testDb.url,
      schema: 'kitlock',
      logger: createLogger({ name: 'kittest', level: 'silent' }),
      max: 6,
    });
    db = database.db;
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('transaction-scoped: one holder at a time, released at commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const first = db.transaction().execute(async (trx) => {
      expect(await tryAdvisoryXactLock(trx, 'job:a')).toBe(true);
      taken();
      await held;
    });
    await isTaken;
    await db.transaction().execute(async (trx) => {
      expect(await tryAdvisoryXactLock(trx, 'job:a')).toBe(false);
      expect(await tryAdvisoryXactLock(trx, 'job:b')).toBe(true);
    });
    release();
    await first;
    await db.transaction().execute(async (trx) => {
      expect(await tryAdvisoryXactLock(trx, 'job:a')).toBe(true);
    });
  });

  it('transaction-scoped waiting lock serialises critical sections', async () => {
    const order: string[] = [];
    const section = (label: string) =>
      db.transaction().execute(async (trx) => {
        await advisoryXactLock(trx, 'counter');
        order.push(`${label}:in`);
        await new Promise((r) => setTimeout(r, 30));
        order.push(`${label}:out`);
      });
    await Promise.all([section('a'), section('b'), section('c')]);
    for (let i = 0; i < order.length; i += 2) {
      expect(order[i]?.replace(':in', '')).toBe(order[i + 1]?.replace(':out', ''));
    }
  });

  it('session-scoped: refused while held, waits up to waitMs, released after fn', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = withSessionAdvisoryLock(db, 'consumer:x', async () => {
      taken();
      await held;
      return 'first';
    });
    await isTaken;
    expect(await withSessionAdvisoryLock(db, 'consumer:x', async () => 'second')).toEqual({
      acquired: false,
    });
    const waiter = withSessionAdvisoryLock(db, 'consumer:x', async () => 'third', {
      waitMs: 5000,
      retryMs: 10,
    });
    setTimeout(release, 50);
    await expect(holder).resolves.toEqual({ acquired: true, value: 'first' });
    await expect(waiter).resolves.toEqual({ acquired: true, value: 'third' });
  });

  it('session-scoped: released when fn throws', async () => {
    await expect(
      withSessionAdvisoryLock(db, 'consumer:y', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await withSessionAdvisoryLock(db, 'consumer:y', async () => 1)).toEqual({
      acquired: true,
      value: 1,
    });
  });
});
