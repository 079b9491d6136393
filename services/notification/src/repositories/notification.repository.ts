import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface NewKeyedNotification {
  dedupeKey: string;
  userId: string;
  type: string;
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
