import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Emails decided by an event handler wait here, written in the handler's own transaction, until
 * the service's relay (`src/email/outbox.ts`) has put them on the email queue (Redis), then go.
 * A rollback leaves no email behind; a crash after the commit loses none: the row is still here.
 * `traceparent`: the handler's trace, which the queued job carries on.
 * `claimed_until`: a relay is queueing the row; past it, a relay that died let it go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull().check(sql`job in ('email.code', 'email.send')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('traceparent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_outbox_created_at_idx')
    .on('email_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').ifExists().execute();
}
