import { sql, type Kysely, type Selectable } from 'kysely';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { InboxNotificationType, NotificationFilter } from '@arrendo/contracts';
import type { DB, NotificationsTable } from '../db/types.js';

export type NotificationRow = Selectable<NotificationsTable>;

export interface NewKeyedNotification {
  dedupeKey: string;
  userId: string;
  type: InboxNotificationType;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
}

/** The only place that reads or writes `notifications`. */
export class NotificationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async countUnread(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('status', '=', 'unread')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Adds the notification unless one with its key exists (or is being added by a transaction
   * still open, which this waits for). True when this call added it.
   */
  async insertOnce(n: NewKeyedNotification): Promise<boolean> {
    const inserted = await this.db
      .insertInto('notifications')
      .values({
        user_id: n.userId,
        type: n.type,
        title: n.title,
        body: n.body,
        link: n.link,
        data: JSON.stringify(n.data),
        dedupe_key: n.dedupeKey,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * The one notification of a thread (a conversation's new messages): added, or brought back to
   * the top unread with the newest words; `data.count` counts the messages since it was read.
   */
  async upsertThread(n: NewKeyedNotification): Promise<void> {
    // `created_at` moves with the newest message (the list is newest first); the typed builder
    // keeps it insert-only everywhere else.
    await sql`
      INSERT INTO notifications (user_id, type, title, body, link, data, dedupe_key)
      VALUES (${n.userId}, ${n.type}, ${n.title}, ${n.body}, ${n.link},
        ${JSON.stringify({ ...n.data, count: 1 })}::jsonb, ${n.dedupeKey})
      ON CONFLICT (dedupe_key) DO UPDATE SET
        title = excluded.title, body = excluded.body, link = excluded.link,
        data = ${JSON.stringify(n.data)}::jsonb || jsonb_build_object('count',
          CASE WHEN notifications.status = 'unread'
            THEN coalesce((notifications.data->>'count')::int, 1) + 1 ELSE 1 END),
        status = 'unread', created_at = now()`.execute(this.db);
  }

  /**
   * A message an admin removed: the recipient's "new message" notification that previews it keeps
   * its title and link but loses the text. How many rows changed.
   */
  async blankMessagePreview(userId: string, messageId: string): Promise<number> {
    const result = await sql`
      UPDATE notifications SET body = '', data = data || '{"preview": "", "removed": true}'::jsonb
      WHERE user_id = ${userId} AND type = 'message_received'
        AND data->>'messageId' = ${messageId}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** One user's, newest first, keyset-paginated on (created_at, id). */
  async list(options: {
    userId: string;
    filter: NotificationFilter;
    limit: number;
    after: TimestampIdPosition | null;
  }): Promise<{ rows: NotificationRow[]; next: TimestampIdPosition | null }> {
    let query = this.db
      .selectFrom('notifications')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_ts'))
      .where('user_id', '=', options.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.filter === 'unread') query = query.where('status', '=', 'unread');
    const after = options.after;
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const next =
      rows.length > options.limit && last ? { createdAt: last.cursor_ts, id: last.id } : null;
    return { rows: page.map(({ cursor_ts: _cursor, ...row }) => row), next };
  }

  /** Marks one of the user's read; false when it is not theirs (or does not exist). */
  async markRead(userId: string, id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('notifications')
      .set({ status: 'read' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ status: 'read' })
      .where('user_id', '=', userId)
      .where('status', '=', 'unread')
      .execute();
  }

  /** Every notification of one user, oldest first (their data export). */
  listAllForUser(userId: string) {
    return this.db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'body', 'link', 'status', 'data', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async deleteForUser(userId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
