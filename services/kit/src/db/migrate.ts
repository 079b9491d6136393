import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Logger } from '../logger.js';
import { assertSchemaName } from './database.js';
import { kitMigrations } from './kit-migrations.js';

class RecordProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/**
 * Creates the schema if needed and applies the kit's tables plus the service's migrations in key
 * order, with the migration table inside that schema. Idempotent; concurrent starts are
 * serialised by Kysely's migration lock.
 */
export async function migrateSchema(
  db: Kysely<unknown>,
  schema: string,
  migrations: Record<string, Migration>,
  logger?: Logger,
): Promise<string[]> {
  assertSchemaName(schema);
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new RecordProvider({ ...kitMigrations, ...migrations }),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed in schema ${schema}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  if (applied.length > 0) logger?.info({ schema, applied }, 'migrations applied');
  return applied;
}
