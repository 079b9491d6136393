import { sql, type Kysely, type Transaction } from 'kysely';
import { LiveEvent, type LiveEnvelope } from '@arrendo/contracts';
import type { DB } from '../db/types.js';

/** The only place that reads or writes `live_events`. */
export class LiveRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Takes each user's live-event lock until the transaction ends, in one order (no deadlock).
   * Call it before appending: a user's rows then commit in `seq` order, so a replay "after seq
   * N" can never miss a row that committed later with a smaller seq.
   */
  async lockUsers(trx: Transaction<DB>, userIds: readonly string[]): Promise<void> {
    for (const userId of [...new Set(userIds)].sort()) {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`live:${userId}`}, 0))`.execute(
        trx,
      );
    }
  }

  async append(trx: Transaction<DB>, userId: string, event: LiveEvent): Promise<LiveEnvelope> {
    const row = await trx
      .insertInto('live_events')
      .values({ user_id: userId, payload: JSON.stringify(event) })
      .returning('seq')
      .executeTakeFirstOrThrow();
    return { userId, seq: row.seq, event };
  }

  /**
   * Drops every stored copy of a message's event (each participant's), so a replay never hands
   * out a removed message's text; the removal's own events are appended after this.
   */
  async dropMessage(trx: Transaction<DB>, messageId: string): Promise<number> {
    const result = await trx
      .deleteFrom('live_events')
      .where(sql<string>`payload -> 'message' ->> 'id'`, '=', messageId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The user's events after `after`, oldest first. */
  async since(
    userId: string,
    after: number,
    limit: number,
  ): Promise<{ seq: number; event: LiveEvent }[]> {
    const rows = await this.db
      .selectFrom('live_events')
      .select(['seq', 'payload'])
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ seq: r.seq, event: LiveEvent.parse(r.payload) }));
  }

  async latestSeq(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.seq ?? 0;
  }

  /** Deletes events older than `before`, a batch at a time; returns how many went. */
  async prune(before: Date, batchSize = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await sql`
        DELETE FROM live_events WHERE seq IN (
          SELECT seq FROM live_events WHERE created_at < ${before} LIMIT ${batchSize})`.execute(
        this.db,
      );
      const deleted = Number(result.numAffectedRows ?? 0);
      total += deleted;
      if (deleted < batchSize) return total;
    }
  }
}
