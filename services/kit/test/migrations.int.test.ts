import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import {
  createDatabase,
  createLogger,
  kitMigrations,
  migrateSchema,
  type Database,
  type MigrationSet,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';

const logger = createLogger({ name: 'kittest', level: 'silent' });

/** Counts every `up` so a test can prove nothing ran twice. */
function counted(runs: Map<string, number>, label: string, up: Migration['up']): Migration {
  return {
    async up(db) {
      runs.set(label, (runs.get(label) ?? 0) + 1);
      await up(db);
    },
  };
}

function widgetMigrations(runs: Map<string, number>) {
  const createWidgets = counted(runs, 'widgets', async (db) => {
    await db.schema
      .createTable('widgets')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .execute();
  });
  const widgetsName = counted(runs, 'widgets_name', async (db) => {
    await db.schema.alterTable('widgets').addColumn('name', 'text').execute();
  });
  const widgetsColor = counted(runs, 'widgets_color', async (db) => {
    await db.schema.alterTable('widgets').addColumn('color', 'text').execute();
  });
  return { createWidgets, widgetsName, widgetsColor };
}

/**
 * The previous release's `migrateSchema`, verbatim in behaviour: one Migrator, Kysely's default
 * tables, the kit's entry under its old key merged with the service's old-format keys.
 */
async function previousReleaseMigrate(
  db: Kysely<unknown>,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => ({
      '0000_kit_0001_outbox_inbox': kitMigrations['202611211800_create_outbox_inbox']!,
      ...migrations,
    }),
  };
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const { error } = await new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error) throw error;
}

async function names(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM ${sql.table(table)} ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

async function tables(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`.execute(
    db,
  );
  return rows.map((r) => r.table_name);
}

describe('migrations per schema', () => {
  let testDb: TestDatabase;
  const open: Database<unknown>[] = [];
  const connect = (schema: string) => {
    const database = createDatabase<unknown>({ url: testDb.url, schema, logger, max: 2 });
    open.push(database);
    return database.db;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('kitmig');
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await testDb.drop();
  });

  it('apply from empty into the service schema, kit and service in their own tables', async () => {
    const runs = new Map<string, number>();
    const w = widgetMigrations(runs);
    const migrations: MigrationSet = {
      '202601010001_create_widgets': w.createWidgets,
      '202601020001_widgets_name': w.widgetsName,
    };
    const db = connect('widgetsvc');
    expect(await migrateSchema(db, 'widgetsvc', migrations)).toEqual([
      ...Object.keys(kitMigrations).sort(),
      '202601010001_create_widgets',
      '202601020001_widgets_name',
    ]);
    expect(await migrateSchema(db, 'widgetsvc', migrations)).toEqual([]);
    expect(await tables(db, 'widgetsvc')).toEqual([
      'dead_letters',
      'idempotency_keys',
      'inbox',
      'kit_migration',
      'kit_migration_lock',
      'kysely_migration',
      'kysely_migration_lock',
      'outbox',
      'widgets',
    ]);
    expect(await names(db, 'kit_migration')).toEqual(Object.keys(kitMigrations).sort());
    expect(await names(db, 'kysely_migration')).toEqual(Object.keys(migrations));
    // Unqualified names resolve to the service schema, and nothing leaked into public.
    await sql`INSERT INTO widgets (name) VALUES ('uno')`.execute(db);
    expect(await tables(db, 'public')).toEqual([]);
  });

  it('upgrade a database the previous release migrated: renamed, moved, nothing run twice', async () => {
    const runs = new Map<string, number>();
    const w = widgetMigrations(runs);
    const db = connect('legacysvc');
    await previousReleaseMigrate(db, 'legacysvc', {
      '2026_01_01_0001_widgets': w.createWidgets,
      '2026_01_02_0001_widgets_name': w.widgetsName,
    });
    await sql`INSERT INTO widgets (name) VALUES ('kept')`.execute(db);
    await sql`INSERT INTO outbox (id, subject, envelope) VALUES (gen_random_uuid(), 'evt.x.y.z', '{}')`.execute(
      db,
    );
    expect(await names(db, 'kysely_migration')).toEqual([
      '0000_kit_0001_outbox_inbox',
      '2026_01_01_0001_widgets',
      '2026_01_02_0001_widgets_name',
    ]);

    const migrations: MigrationSet = {
      '202601010001_create_widgets': {
        ...w.createWidgets,
        renamedFrom: '2026_01_01_0001_widgets',
      },
      '202601020001_widgets_name': {
        ...w.widgetsName,
        renamedFrom: '2026_01_02_0001_widgets_name',
      },
      '202601030001_widgets_color': w.widgetsColor,
    };
    // Two replicas of the new release start at once.
    const [a, b] = await Promise.all([
      migrateSchema(db, 'legacysvc', migrations),
      migrateSchema(connect('legacysvc'), 'legacysvc', migrations),
    ]);
    // Everything the previous release did not have runs once, across both replicas.
    expect([...(a ?? []), ...(b ?? [])].sort()).toEqual(
      [
        '202601030001_widgets_color',
        ...Object.keys(kitMigrations).filter((k) => k !== '202611211800_create_outbox_inbox'),
      ].sort(),
    );
    expect(Object.fromEntries(runs)).toEqual({ widgets: 1, widgets_name: 1, widgets_color: 1 });
    expect(await names(db, 'kysely_migration')).toEqual([
      '202601010001_create_widgets',
      '202601020001_widgets_name',
      '202601030001_widgets_color',
    ]);
    expect(await names(db, 'kit_migration')).toEqual(Object.keys(kitMigrations).sort());
    expect(await migrateSchema(db, 'legacysvc', migrations)).toEqual([]);
    const kept = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM widgets WHERE name = 'kept')::int
           + (SELECT count(*) FROM outbox)::int AS n`.execute(db);
    expect(kept.rows[0]?.n).toBe(2);
  });

  it('apply a kit migration appended after the service migrations ran', async () => {
    const runs = new Map<string, number>();
    const w = widgetMigrations(runs);
    const migrations: MigrationSet = { '202601010001_create_widgets': w.createWidgets };
    const db = connect('latersvc');
    await migrateSchema(db, 'latersvc', migrations);

    // A later release appends to the kit's record; its key sorts before none of the service's.
    const later: MigrationSet = {
      ...kitMigrations,
      '202612010000_create_kit_later': {
        async up(k) {
          await k.schema.createTable('kit_later').addColumn('id', 'integer').execute();
        },
      },
    };
    expect(await migrateSchema(db, 'latersvc', migrations, logger, later)).toEqual([
      '202612010000_create_kit_later',
    ]);
    expect(await tables(db, 'latersvc')).toContain('kit_later');
    expect(runs.get('widgets')).toBe(1);
  });

  it('refuse keys in any other format, naming them', async () => {
    const db = connect('badkeys');
    const up = async () => undefined;
    await expect(
      migrateSchema(db, 'badkeys', { '2026_01_01_0001_widgets': { up } }),
    ).rejects.toThrow(/2026_01_01_0001_widgets/);
    await expect(
      migrateSchema(db, 'badkeys', { '202611211800_create_outbox_inbox': { up } }),
    ).rejects.toThrow(/kit migration key/);
  });
});
