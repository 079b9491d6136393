import type { Migration } from 'kysely/migration';

/**
 * A migration as the kit runs it. `renamedFrom` is the key it was recorded under by an earlier
 * release: at start the kit renames that record before migrating, so the migration is not run
 * twice and the new key keeps its place in the order.
 */
export interface KitMigration extends Migration {
  renamedFrom?: string;
}

export type MigrationSet = Record<string, KitMigration>;

/**
 * Every migration key in the system: `YYYYMMDDHHMM_snake_description` (UTC time of writing),
 * e.g. `202611231015_create_reservations`. Keys sort by time, so a new migration is always
 * appended after the existing ones.
 */
export const MIGRATION_KEY = /^\d{12}_[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Fails fast on a key in another format or two migrations claiming the same former key. */
export function assertMigrationKeys(migrations: MigrationSet, owner: string): void {
  const bad = Object.keys(migrations).filter((key) => !MIGRATION_KEY.test(key));
  if (bad.length > 0) {
    throw new Error(
      `${owner}: migration keys must look like 202611231015_snake_description; fix ${bad.join(', ')}`,
    );
  }
  const seen = new Map<string, string>();
  for (const [key, migration] of Object.entries(migrations)) {
    const former = migration.renamedFrom;
    if (former === undefined) continue;
    const other = seen.get(former);
    if (other) throw new Error(`${owner}: ${key} and ${other} are both renamed from ${former}`);
    if (former in migrations) throw new Error(`${owner}: ${key} is renamed from a live key`);
    seen.set(former, key);
  }
}

/** Former key → current key, for the records an earlier release wrote. */
export function renamesOf(migrations: MigrationSet): Map<string, string> {
  const renames = new Map<string, string>();
  for (const [key, migration] of Object.entries(migrations)) {
    if (migration.renamedFrom !== undefined) renames.set(migration.renamedFrom, key);
  }
  return renames;
}
