import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Per-user switches: one row per (user, type, channel) the user changed; a missing row is the
 * default (on). Notification types become the contract's names (`booking_confirmed`, …):
 * the booking rows made before are renamed, an accepted request and a declined one told apart by
 * the facts they kept.
 *
 * `notification_deliveries`: every event-made delivery decided, by its key, whatever channels
 * were on: a replayed event finds it even when the in-app row was switched off.
 *
 * `message_digest_windows`: per conversation and recipient, the window of unread messages the
 * next digest email covers (from its first message until the email is due).
 *
 * `email_outbox` also carries the delayed new-messages digest job (`not_before`: not queued to
 * run earlier; the relay turns it into the job's delay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('in_app', 'email', 'push')`),
    )
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_settings_pkey', ['user_id', 'type', 'channel'])
    .execute();
  await db.schema
    .createTable('notification_deliveries')
    .addColumn('dedupe_key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('message_digest_windows')
    .addColumn('conversation_id', 'uuid', (c) => c.notNull())
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('sends_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_digest_windows_pkey', ['conversation_id', 'recipient_id'])
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('not_before', 'timestamptz').execute();
  await sql`ALTER TABLE email_outbox DROP CONSTRAINT IF EXISTS email_outbox_job_check`.execute(db);
  await sql`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_job_check
    CHECK (job in ('email.code', 'email.send', 'message.digest'))`.execute(db);
  await sql`
    UPDATE notifications SET type = CASE
      WHEN type = 'booking.requested' THEN 'booking_requested'
      WHEN type = 'booking.confirmed' AND data->>'accepted' = 'true' THEN 'booking_accepted'
      WHEN type = 'booking.confirmed' THEN 'booking_confirmed'
      WHEN type = 'booking.cancelled' AND data->>'reason' = 'host_declined' THEN 'booking_declined'
      WHEN type = 'booking.cancelled' THEN 'booking_cancelled'
      WHEN type = 'listing.published' THEN 'listing_published'
      ELSE type END
    WHERE type IN ('booking.requested', 'booking.confirmed', 'booking.cancelled',
      'listing.published')`.execute(db);
  // The list pages newest first, unread only or all, by (created_at, id).
  await db.schema
    .createIndex('notifications_by_user_created_id')
    .on('notifications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_by_user_created_id').execute();
  await sql`DELETE FROM email_outbox WHERE job = 'message.digest'`.execute(db);
  await sql`ALTER TABLE email_outbox DROP CONSTRAINT IF EXISTS email_outbox_job_check`.execute(db);
  await sql`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_job_check
    CHECK (job in ('email.code', 'email.send'))`.execute(db);
  await db.schema.alterTable('email_outbox').dropColumn('not_before').execute();
  await db.schema.dropTable('message_digest_windows').execute();
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropTable('notification_settings').execute();
}
