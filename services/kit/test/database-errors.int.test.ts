import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { AppError, defineRpc } from '@arrendo/contracts';
import { createDatabase, createLogger, RpcClient, RpcServer, type Database } from '../src/index.js';
import {
  createTestDatabase,
  natsUrl,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '../src/testing/index.js';

/**
 * Real Postgres errors through a real RPC server: the kit, not each handler, decides that a value
 * Postgres refuses is the caller's VALIDATION, that an unreachable database is UNAVAILABLE, and
 * that a broken query is INTERNAL.
 */
const SCENARIOS = {
  nulInText: (db) => sql`insert into things (name) values (${'a\u0000b'})`.execute(db),
  notAUuid: (db) => sql`select ${'x'}::uuid`.execute(db),
  yearZero: (db) => sql`select ${'0000-01-01T00:00:00Z'}::timestamptz`.execute(db),
  offsetTooWide: (db) => sql`select ${'2024-01-01T00:00:00+23:59'}::timestamptz`.execute(db),
  noSuchDay: (db) => sql`select ${'2024-02-30'}::date`.execute(db),
  intOutOfRange: (db) => sql`select ${'99999999999'}::int`.execute(db),
  tooLong: (db) => sql`insert into things (name) values (${'much too long'})`.execute(db),
  checkViolated: (db) => sql`insert into things (name, guests) values ('a', -1)`.execute(db),
  duplicate: async (db) => {
    await sql`insert into things (name, code) values ('a', 'same')`.execute(db);
    await sql`insert into things (name, code) values ('b', 'same')`.execute(db);
  },
  syntaxError: (db) => sql`selec 1`.execute(db),
  undefinedColumn: (db) => sql`select nope from things`.execute(db),
  // Ends only this request's own backend: the same error Postgres sends on a fast shutdown.
  terminated: (db) => sql`select pg_terminate_backend(pg_backend_pid())`.execute(db),
} satisfies Record<string, (db: Kysely<unknown>) => Promise<unknown>>;

type Scenario = keyof typeof SCENARIOS;

const Run = defineRpc(
  'rpc.kitdb.db.run',
  z.object({ scenario: z.enum(Object.keys(SCENARIOS) as [Scenario, ...Scenario[]]) }),
  z.object({}),
);
const Unreachable = defineRpc('rpc.kitdb.db.unreachable', z.object({}), z.object({}));

describe('database errors through the RPC server', () => {
  const prefix = uniquePrefix();
  const logger = createLogger({ name: 'kitdb', level: 'silent' });
  let testDb: TestDatabase;
  let database: Database<unknown>;
  let nowhere: Database<unknown>;
  let nc: NatsConnection;
  let server: RpcServer;
  let client: RpcClient;

  beforeAll(async () => {
    testDb = await createTestDatabase('kitdb');
    database = createDatabase({ url: testDb.url, schema: 'public', logger, max: 2 });
    // Port 1 on loopback: nothing listens there, so every connect is refused at once.
    nowhere = createDatabase({
      url: 'postgres://postgres@127.0.0.1:1/x',
      schema: 'public',
      logger,
    });
    await sql`create table things (
      name varchar(5) not null,
      guests int check (guests >= 0),
      code text unique
    )`.execute(database.db);
    nc = await connect({ servers: natsUrl() });
    server = new RpcServer({ nc, service: 'kitdb', prefix, logger });
    server.handle(Run, async ({ scenario }) => {
      await SCENARIOS[scenario](database.db);
      return {};
    });
    server.handle(Unreachable, async () => {
      await sql`select 1`.execute(nowhere.db);
      return {};
    });
    server.start();
    client = new RpcClient({ nc, prefix, timeoutMs: 5000 });
  });

  afterAll(async () => {
    await server?.stop();
    await nc?.close();
    await nowhere?.close();
    await database?.close();
    await testDb?.drop();
  });

  async function outcome(scenario: Scenario): Promise<AppError> {
    const error = await client.call(Run, { scenario }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it.each([
    ['nulInText', 'VALIDATION'],
    ['notAUuid', 'VALIDATION'],
    ['yearZero', 'VALIDATION'],
    ['offsetTooWide', 'VALIDATION'],
    ['noSuchDay', 'VALIDATION'],
    ['intOutOfRange', 'VALIDATION'],
    ['tooLong', 'VALIDATION'],
    ['checkViolated', 'VALIDATION'],
    ['duplicate', 'CONFLICT'],
    ['syntaxError', 'INTERNAL'],
    ['undefinedColumn', 'INTERNAL'],
    // 'terminated' runs last, on its own: the pool may hand its dead connection out once more.
  ] as [Scenario, string][])('%s → %s', async (scenario, code) => {
    const error = await outcome(scenario);
    expect(error.code).toBe(code);
    // Never the database's own words: they can quote the refused value or the schema.
    expect(error.message).not.toMatch(/things|syntax|uuid|varchar|constraint/i);
  });

  it('names the column of a violated check', async () => {
    const error = await outcome('checkViolated');
    expect(error.details?.fields).toEqual([{ path: 'guests', message: expect.any(String) }]);
  });

  it('answers UNAVAILABLE when Postgres cannot be reached at all', async () => {
    const error = await client.call(Unreachable, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/try again/i),
    });
  });

  it('survives a lost connection and serves again once the database answers', async () => {
    const error = await outcome('terminated');
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).not.toMatch(/terminat|administrator/i);
    // The pool may hand out the dead connection once more (another 503) before it drops it.
    await waitFor(async () => (await outcome('notAUuid')).code === 'VALIDATION', 5000);
  });
});
