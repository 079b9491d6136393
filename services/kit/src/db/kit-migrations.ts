import { sql, type Kysely } from 'kysely';
import type { MigrationSet } from './migration-keys.js';

/**
 * Tables every service gets in its own schema, recorded in `kit_migration` (apart from the
 * service's own `kysely_migration`, so the two sequences never interleave).
 *
 * Append only: a new entry gets a key later than the last one, in the one format every
 * migration uses (`YYYYMMDDHHMM_snake_description`, see migration-keys.ts). Never edit or
 * rename a shipped entry; to rename one, give it the new key and `renamedFrom: '<old key>'`.
 */
export const kitMigrations: MigrationSet = {
  '202611211800_create_outbox_inbox': {
    renamedFrom: '0000_kit_0001_outbox_inbox',
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .ifNotExists()
        .addColumn('seq', 'bigserial', (c) => c.primaryKey())
        .addColumn('id', 'uuid', (c) => c.notNull().unique())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('envelope', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('published_at', 'timestamptz')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL`.execute(
        db,
      );
      await db.schema
        .createTable('inbox')
        .ifNotExists()
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('consumer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('inbox_pk', ['event_id', 'consumer'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('inbox').ifExists().execute();
      await db.schema.dropTable('outbox').ifExists().execute();
    },
  },
  '202611230900_create_dead_letters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dead_letters')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('job', 'event')`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('queue', 'text')
        .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('first_failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('resolved_at', 'timestamptz')
        .addUniqueConstraint('dead_letters_source_name_key', ['source', 'name', 'key'])
        .execute();
      // The operators' list: newest first, keyset-paginated.
      await sql`CREATE INDEX dead_letters_newest_idx ON dead_letters (last_failed_at DESC, id DESC)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('dead_letters').ifExists().execute();
    },
  },
};

/** Row shapes of the kit tables, for services that want to type them in their DB interface. */
export interface OutboxTable {
  seq: string | number;
  id: string;
  subject: string;
  envelope: unknown;
  created_at: Date;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

export interface InboxTable {
  event_id: string;
  consumer: string;
  subject: string;
  processed_at: Date;
}
