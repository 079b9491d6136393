import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Web push (spec 3/7/9).
 *
 * `push_subscriptions`: one row per browser that subscribed (the push service's endpoint and
 * the keys the payload is encrypted to, RFC 8291). The endpoint is unique: a browser holds one
 * subscription, and whoever signed in on it last receives its pushes.
 *
 * `push_outbox`: pushes decided in a handler's transaction wait here until the relay
 * (`src/push/relay.ts`) has queued a job per subscription, as `email_outbox` does for email.
 *
 * `push_deliveries`: the job ids a push service accepted, so a retried job never shows the
 * same notification twice.
 *
 * `vapid_keys`: the service's application-server key pair when VAPID_PUBLIC_KEY/PRIVATE_KEY are
 * not set; one row (id = 1), written once by whichever process starts first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('traceparent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('push_outbox_created_at_idx')
    .on('push_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'uuid', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vapid_keys').ifExists().execute();
  await db.schema.dropTable('push_deliveries').ifExists().execute();
  await db.schema.dropTable('push_outbox').ifExists().execute();
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
}
