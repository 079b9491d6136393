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
        .addColumn('source', 'text', (c) =>
          c.notNull().check(sql`source in ('job', 'event', 'saga')`),
        )
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
  '202611231200_create_idempotency_keys': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE IF NOT EXISTS idempotency_keys (
          actor text NOT NULL,
          subject text NOT NULL,
          key text NOT NULL,
          fingerprint text NOT NULL,
          status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
          response jsonb,
          error jsonb,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          PRIMARY KEY (actor, subject, key)
        )`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS idempotency_keys_expires_idx ON idempotency_keys (expires_at)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP TABLE IF EXISTS idempotency_keys`.execute(db);
    },
  },
  /** Kept for databases that ran it; the saga engine it served is gone (next migration). */
  '202611231201_create_saga_runs': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE IF NOT EXISTS saga_runs (
          id uuid PRIMARY KEY,
          name text NOT NULL,
          status text NOT NULL
            CHECK (status IN ('running', 'compensating', 'completed', 'compensated', 'failed')),
          current_step integer NOT NULL DEFAULT 0,
          input jsonb NOT NULL,
          step_results jsonb NOT NULL DEFAULT '{}'::jsonb,
          error jsonb,
          last_error jsonb,
          attempts integer NOT NULL DEFAULT 0,
          owner text,
          lease_until timestamptz,
          next_attempt_at timestamptz NOT NULL DEFAULT now(),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
      await sql`
        CREATE INDEX IF NOT EXISTS saga_runs_unfinished_idx ON saga_runs (next_attempt_at)
        WHERE status IN ('running', 'compensating')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP TABLE IF EXISTS saga_runs`.execute(db);
    },
  },
  /**
   * No flow ever ran a saga: payment's refunds are keyed provider calls applied in the event's
   * transaction (docs/decisions/0038-one-service-shape.md). The engine went, and its table.
   */
  '202611272300_drop_saga_runs': {
    async up(db: Kysely<unknown>) {
      await sql`DROP TABLE IF EXISTS saga_runs`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE IF NOT EXISTS saga_runs (
          id uuid PRIMARY KEY,
          name text NOT NULL,
          status text NOT NULL
            CHECK (status IN ('running', 'compensating', 'completed', 'compensated', 'failed')),
          current_step integer NOT NULL DEFAULT 0,
          input jsonb NOT NULL,
          step_results jsonb NOT NULL DEFAULT '{}'::jsonb,
          error jsonb,
          last_error jsonb,
          attempts integer NOT NULL DEFAULT 0,
          owner text,
          lease_until timestamptz,
          next_attempt_at timestamptz NOT NULL DEFAULT now(),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
      await sql`
        CREATE INDEX IF NOT EXISTS saga_runs_unfinished_idx ON saga_runs (next_attempt_at)
        WHERE status IN ('running', 'compensating')`.execute(db);
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

export interface IdempotencyKeyTable {
  /** `user:<id>`, `system` or (never stored) anonymous: keys are scoped to their actor. */
  actor: string;
  subject: string;
  key: string;
  fingerprint: string;
  status: 'pending' | 'completed' | 'failed';
  response: unknown;
  error: unknown;
  created_at: Date;
  expires_at: Date;
}
