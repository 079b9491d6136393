import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Logger } from '../logger.js';
import { assertSchemaName } from './database.js';
import { kitMigrations } from './kit-migrations.js';
import { assertMigrationKeys, renamesOf, type MigrationSet } from './migration-keys.js';

class RecordProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/** Where each sequence is recorded, inside the service's schema. */
export const SERVICE_MIGRATION_TABLES = {
  table: 'kysely_migration',
  lock: 'kysely_migration_lock',
} as const;
export const KIT_MIGRATION_TABLES = { table: 'kit_migration', lock: 'kit_migration_lock' } as const;

/**
 * Creates the schema if needed and applies the kit's tables, then the service's migrations,
 * each in key order with its own bookkeeping table inside that schema. Idempotent; concurrent
 * starts are serialised by Kysely's migration lock. A database left by an earlier release
 * (kit rows in the service's table, old key formats) is upgraded first, see
 * `upgradeMigrationRecords`. Returns the keys applied now, kit first.
 */
export async function migrateSchema(
  db: Kysely<unknown>,
  schema: string,
  migrations: MigrationSet,
  logger?: Logger,
  /** The kit's own set; tests pass a longer one to play a later release. */
  kit: MigrationSet = kitMigrations,
): Promise<string[]> {
  assertSchemaName(schema);
  assertMigrationKeys(kit, 'kit');
  assertMigrationKeys(migrations, schema);
  const clash = Object.keys(migrations).filter((key) => key in kit);
  if (clash.length > 0) throw new Error(`${schema}: ${clash.join(', ')} is a kit migration key`);

  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const renamed = await upgradeMigrationRecords(db, schema, migrations, kit);
  if (renamed.length > 0) logger?.info({ schema, renamed }, 'migration records upgraded');

  const applied = [
    ...(await runMigrator(db, schema, 'kit', kit, KIT_MIGRATION_TABLES)),
    ...(await runMigrator(db, schema, schema, migrations, SERVICE_MIGRATION_TABLES)),
  ];
  if (applied.length > 0) logger?.info({ schema, applied }, 'migrations applied');
  return applied;
}

async function runMigrator(
  db: Kysely<unknown>,
  schema: string,
  owner: string,
  migrations: MigrationSet,
  tables: { table: string; lock: string },
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new RecordProvider(migrations),
    migrationTableSchema: schema,
    migrationTableName: tables.table,
    migrationLockTableName: tables.lock,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? `of ${owner}`} failed in schema ${schema}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Brings the bookkeeping an earlier release left in `schema` to today's layout, in one
 * transaction under a per-schema advisory lock (so two replicas starting together do it once):
 * records of renamed migrations get their new keys, and the kit's records move from the
 * service's `kysely_migration` into `kit_migration`. A fresh or current database is untouched.
 * Returns `old → new` for every record changed.
 */
export async function upgradeMigrationRecords(
  db: Kysely<unknown>,
  schema: string,
  migrations: MigrationSet,
  kit: MigrationSet = kitMigrations,
): Promise<string[]> {
  const serviceRenames = renamesOf(migrations);
  const kitRenames = renamesOf(kit);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`kit-migrate:${schema}`}))`.execute(trx);
    const changed: string[] = [];
    const exists = async (table: string) =>
      (
        await sql<{
          found: string | null;
        }>`SELECT to_regclass(${`${schema}.${table}`})::text AS found`.execute(trx)
      ).rows[0]?.found != null;
    const serviceTable = sql.table(`${schema}.${SERVICE_MIGRATION_TABLES.table}`);
    const kitTable = sql.table(`${schema}.${KIT_MIGRATION_TABLES.table}`);

    if (await exists(SERVICE_MIGRATION_TABLES.table)) {
      const { rows } = await sql<{
        name: string;
        timestamp: string;
      }>`SELECT name, timestamp FROM ${serviceTable}`.execute(trx);
      const kitRows = rows.filter((r) => kitRenames.has(r.name) || r.name in kit);
      if (kitRows.length > 0) {
        await ensureKitMigrationTable(trx, schema);
        for (const row of kitRows) {
          const name = kitRenames.get(row.name) ?? row.name;
          await sql`INSERT INTO ${kitTable} (name, timestamp) VALUES (${name}, ${row.timestamp})
            ON CONFLICT (name) DO NOTHING`.execute(trx);
          await sql`DELETE FROM ${serviceTable} WHERE name = ${row.name}`.execute(trx);
          changed.push(`${row.name} → ${KIT_MIGRATION_TABLES.table}.${name}`);
        }
      }
      for (const row of rows) {
        const name = serviceRenames.get(row.name);
        if (name === undefined) continue;
        await renameRecord(trx, serviceTable, row.name, name);
        changed.push(`${row.name} → ${name}`);
      }
    }
    if (kitRenames.size > 0 && (await exists(KIT_MIGRATION_TABLES.table))) {
      for (const [former, name] of kitRenames) {
        if (await renameRecord(trx, kitTable, former, name)) changed.push(`${former} → ${name}`);
      }
    }
    return changed;
  });
}

/** Renames one record; when the new key is already recorded the old record just goes. */
async function renameRecord(
  db: Kysely<unknown>,
  table: ReturnType<typeof sql.table>,
  former: string,
  name: string,
): Promise<boolean> {
  const renamed = await sql`UPDATE ${table} SET name = ${name} WHERE name = ${former}
    AND NOT EXISTS (SELECT 1 FROM ${table} WHERE name = ${name})`.execute(db);
  const dropped = await sql`DELETE FROM ${table} WHERE name = ${former}`.execute(db);
  return Number(renamed.numAffectedRows ?? 0) + Number(dropped.numAffectedRows ?? 0) > 0;
}

/** The same table Kysely's Migrator creates, made early to receive the moved records. */
async function ensureKitMigrationTable(db: Kysely<unknown>, schema: string): Promise<void> {
  await db.schema
    .withSchema(schema)
    .createTable(KIT_MIGRATION_TABLES.table)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
    .execute();
}
