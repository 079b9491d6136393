import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations must not depend on the app's DB type: it changes after they are written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unread')
        .check(sql`status in ('unread', 'read')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The account menu's dot asks this on every sign-in: keep it an index-only count.
  await db.schema
    .createIndex('notifications_unread_by_user')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('status'), '=', 'unread')
    .execute();
  await db.schema
    .createIndex('notifications_by_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
