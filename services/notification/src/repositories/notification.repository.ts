import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

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

  async deleteForUser(userId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
