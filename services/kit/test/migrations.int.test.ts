import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely, type Migration } from 'kysely';
import { createDatabase, createLogger, kitMigrations, migrateSchema } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

const migrations: Record<string, Migration> = {
  '2026_01_01_0001_widgets': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('widgets')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .execute();
    },
  },
  '2026_01_02_0001_widgets_name': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('widgets').addColumn('name', 'text').execute();
    },
  },
};

describe('migrations per schema', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('kitmig');
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('apply from empty into the service schema, then are idempotent', async () => {
    const logger = createLogger({ name: 'kittest', level: 'silent' });
    const { db, close } = createDatabase<unknown>({ url: testDb.url, schema: 'widgetsvc', logger });
    try {
      const first = await migrateSchema(db, 'widgetsvc', migrations);
      expect(first).toEqual([
        ...Object.keys(kitMigrations).sort(),
        '2026_01_01_0001_widgets',
        '2026_01_02_0001_widgets_name',
      ]);
      const second = await migrateSchema(db, 'widgetsvc', migrations);
      expect(second).toEqual([]);
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'widgetsvc' ORDER BY table_name`.execute(
        db,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'idempotency_keys',
        'inbox',
        'kysely_migration',
        'kysely_migration_lock',
        'outbox',
        'saga_runs',
        'widgets',
      ]);
      // Unqualified names resolve to the service schema, and nothing leaked into public.
      await sql`INSERT INTO widgets (name) VALUES ('uno')`.execute(db);
      const publicTables = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(
        db,
      );
      expect(publicTables.rows[0]?.n).toBe(0);
    } finally {
      await close();
    }
  });
});
