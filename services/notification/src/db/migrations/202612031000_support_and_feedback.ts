import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * /contact and /feedback (decision 0014). Ticket numbers come from a sequence (`ARR-000123`);
 * feedback keeps no address, only a keyed hash of it (the key, `feedback_salt`, lives here and
 * nowhere else) so repeated abuse from one place can be seen and limited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE support_ticket_number_seq`.execute(db);
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('topic', 'text', (c) =>
      c
        .notNull()
        .check(sql`topic in ('booking', 'payment', 'account', 'listing', 'safety', 'other')`),
    )
    .addColumn('booking_id', 'uuid')
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`char_length(subject) <= 120`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`char_length(message) <= 5000`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'es')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_tickets_created_id')
    .on('support_tickets')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('support_tickets_user_created_id')
    .on('support_tickets')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid')
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('message', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(message) <= 2000`),
    )
    .addColumn('page', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'es')`))
    /** HMAC of the sender's network (never the address itself); null when unknown. */
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('feedback_created_id')
    .on('feedback')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('feedback_ip_hash_created')
    .on('feedback')
    .columns(['ip_hash', 'created_at'])
    .where(sql.ref('ip_hash'), 'is not', null)
    .execute();

  // One random key per database, made here so no deployment has to configure a secret for it.
  await db.schema
    .createTable('feedback_salt')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO feedback_salt (id, salt)
    VALUES (1, encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text)::bytea), 'hex'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_salt').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('support_tickets').execute();
  await sql`DROP SEQUENCE support_ticket_number_seq`.execute(db);
}
