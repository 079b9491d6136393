import { sql, type Kysely } from 'kysely';
import type { QuickReply, QuickReplyInput } from '@arrendo/contracts';
import type { DB } from '../db/types.js';

/** The only place that reads or writes `quick_replies`. */
export class QuickReplyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(userId: string): Promise<QuickReply[]> {
    return this.db
      .selectFrom('quick_replies')
      .select(['id', 'title', 'body'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Adds one unless the user already has `max`; undefined when full. The user's lock keeps two
   * concurrent adds from both passing the count.
   */
  async addBelow(
    userId: string,
    input: QuickReplyInput,
    max: number,
  ): Promise<QuickReply | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`quick-replies:${userId}`}, 0))`.execute(
        trx,
      );
      const row = await trx
        .selectFrom('quick_replies')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(row.count) >= max) return undefined;
      return trx
        .insertInto('quick_replies')
        .values({ user_id: userId, title: input.title, body: input.body })
        .returning(['id', 'title', 'body'])
        .executeTakeFirstOrThrow();
    });
  }

  /** Deletes the user's own reply; false when there was none of theirs with that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('quick_replies')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
