import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import {
  createDatabase,
  createLogger,
  kitMigrations,
  migrateSchema,
  type Database,
  type MigrationSet,
} from '@arrendo/kit';
import { createTestDatabase, type TestDatabase } from '@arrendo/kit/testing';
import { migrations as identity } from '@arrendo/identity/testing';
import { migrations as listing } from '@arrendo/listing/testing';
import { migrations as notification } from '@arrendo/notification/testing';

/**
 * The keys the previous release recorded, copied from its source (git 3ee09ef), with the
 * migration each one is today. The upgrade must recognise every one of them.
 */
const PREVIOUS_RELEASE: Record<string, { current: MigrationSet; keys: Record<string, string> }> = {
  identity: {
    current: identity,
    keys: { '20261121190000-create-identity': '202611211900_create_identity' },
  },
  listing: {
    current: listing,
    keys: { '2026_11_21_0001_create_properties': '202611211930_create_properties' },
  },
  notification: {
    current: notification,
    keys: {
      '20261121T1900-create-notifications': '202611211900_create_notifications',
      '20261121T1901-create-email-log': '202611211901_create_email_log',
    },
  },
};

/** What the previous release's kit did: one Migrator, default tables, kit key first. */
async function migrateAsPreviousRelease(
  db: Kysely<unknown>,
  schema: string,
  keys: Record<string, string>,
  current: MigrationSet,
): Promise<void> {
  const old: Record<string, Migration> = {
    '0000_kit_0001_outbox_inbox': kitMigrations['202611211800_create_outbox_inbox']!,
  };
  for (const [oldKey, key] of Object.entries(keys)) old[oldKey] = current[key]!;
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => old },
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error) throw error;
}

describe('services upgrade from the previous release’s migration records', () => {
  let testDb: TestDatabase;
  const open: Database<unknown>[] = [];
  const logger = createLogger({ name: 'upgrade', level: 'silent' });

  beforeAll(async () => {
    testDb = await createTestDatabase('upgrade');
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    await testDb.drop();
  });

  for (const [schema, { current, keys }] of Object.entries(PREVIOUS_RELEASE)) {
    it(`${schema}: renames its records and applies only what is new`, async () => {
      const database = createDatabase<unknown>({ url: testDb.url, schema, logger, max: 2 });
      open.push(database);
      const { db } = database;
      await migrateAsPreviousRelease(db, schema, keys, current);

      const applied = await migrateSchema(db, schema, current, logger);
      const previouslyRun = new Set(Object.values(keys));
      const expected = [
        ...Object.keys(kitMigrations).filter((k) => k !== '202611211800_create_outbox_inbox'),
        ...Object.keys(current).filter((k) => !previouslyRun.has(k)),
      ];
      expect(applied).toEqual(expected);

      const recorded = await sql<{ name: string }>`
        SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      expect(recorded.rows.map((r) => r.name)).toEqual(Object.keys(current).sort());
      const kit = await sql<{ name: string }>`SELECT name FROM kit_migration ORDER BY name`.execute(
        db,
      );
      expect(kit.rows.map((r) => r.name)).toEqual(Object.keys(kitMigrations).sort());
      expect(await migrateSchema(db, schema, current, logger)).toEqual([]);
    });
  }
});
