import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Notifications made from events (booking messages) carry a key — event kind, booking and
 * recipient — unique here, so a redelivered or replayed event never adds a second one. `link`
 * is where the notification leads in the app; `data` keeps its facts (booking id, reason,
 * refund) so a page can word it again in another language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('dedupe_key', 'text')
    .addColumn('link', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // Older rows (and notifications with no event behind them) have none: NULLs never collide.
  await db.schema
    .createIndex('notifications_dedupe_key')
    .on('notifications')
    .column('dedupe_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_dedupe_key').execute();
  await db.schema
    .alterTable('notifications')
    .dropColumn('data')
    .dropColumn('link')
    .dropColumn('dedupe_key')
    .execute();
}
