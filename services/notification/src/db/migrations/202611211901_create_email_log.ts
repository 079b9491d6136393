import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull().check(sql`transport in ('smtp', 'log')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // Keyset pagination of the admin list, newest first.
  await db.schema
    .createIndex('email_log_created_id')
    .on('email_log')
    .columns(['created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_log').execute();
}
