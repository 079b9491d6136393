import { sql, type Kysely } from 'kysely';
import type { MessageReportReason } from '@arrendo/contracts';
import type { TimestampIdPosition } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/** The only place that reads or writes `message_reports`. */
export class ReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Files the report once per message and reporter; the id of the (first) report. */
  async fileOnce(r: {
    messageId: string;
    reporterId: string;
    reason: MessageReportReason;
    details: string | null;
  }): Promise<string> {
    const inserted = await this.db
      .insertInto('message_reports')
      .values({
        message_id: r.messageId,
        reporter_id: r.reporterId,
        reason: r.reason,
        details: r.details,
      })
      .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await this.db
      .selectFrom('message_reports')
      .select('id')
      .where('message_id', '=', r.messageId)
      .where('reporter_id', '=', r.reporterId)
      .executeTakeFirstOrThrow();
    return existing.id;
  }

  /** Newest first, with the message as written. */
  page(cursor: TimestampIdPosition | undefined, limit: number) {
    let query = this.db
      .selectFrom('message_reports as r')
      .innerJoin('messages as m', 'm.id', 'r.message_id')
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'r.reporter_id',
        'm.id as message_id',
        'm.conversation_id',
        'm.sender_id',
        'm.body',
        'm.created_at as message_created_at',
      ])
      .select(
        sql<string>`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'cursor_created_at',
        ),
      )
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit);
    if (cursor) {
      query = query.where(
        sql<boolean>`(r.created_at, r.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    return query.execute();
  }
}
