import { sql, type Kysely, type Transaction } from 'kysely';
import type { MessageReportReason, MessageReportStatus } from '@arrendo/contracts';
import type { TimestampIdPosition } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/** A report with its message and the conversation's names and title, as admins review it. */
export interface ReportRow {
  id: string;
  reason: string;
  details: string | null;
  created_at: Date;
  reporter_id: string;
  status: 'open' | 'resolved';
  outcome: 'dismissed' | 'removed' | 'warned' | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  warning: string | null;
  warned_at: Date | null;
  warned_by: string | null;
  message_id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  message_created_at: Date;
  removed_at: Date | null;
  guest_id: string;
  guest_first_name: string;
  host_first_name: string;
  listing_title: string;
  cursor_created_at: string;
}

/** A message around a reported one, as written. */
export interface ContextRow {
  id: string;
  sender_id: string;
  body: string;
  created_at: Date;
  removed_at: Date | null;
  photo_count: number;
}

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

  private base(db: Kysely<DB>) {
    return db
      .selectFrom('message_reports as r')
      .innerJoin('messages as m', 'm.id', 'r.message_id')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'r.reporter_id',
        'r.status',
        'r.outcome',
        'r.resolved_at',
        'r.resolved_by',
        'r.warning',
        'r.warned_at',
        'r.warned_by',
        'm.id as message_id',
        'm.conversation_id',
        'm.sender_id',
        'm.body',
        'm.created_at as message_created_at',
        'm.removed_at',
        'c.guest_id',
        'c.guest_first_name',
        'c.host_first_name',
        'c.listing_title',
      ])
      .select(
        sql<string>`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'cursor_created_at',
        ),
      );
  }

  /** Newest first (of one status, or all), with the message as written. */
  page(
    status: MessageReportStatus | undefined,
    cursor: TimestampIdPosition | undefined,
    limit: number,
  ): Promise<ReportRow[]> {
    let query = this.base(this.db)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit);
    if (status) query = query.where('r.status', '=', status);
    if (cursor) {
      query = query.where(
        sql<boolean>`(r.created_at, r.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    return query.execute();
  }

  /** One report, its row locked until the transaction ends (admins acting at once queue). */
  findForUpdate(trx: Transaction<DB>, reportId: string): Promise<ReportRow | undefined> {
    return this.base(trx).where('r.id', '=', reportId).forUpdate('r').executeTakeFirst();
  }

  find(db: Kysely<DB>, reportId: string): Promise<ReportRow | undefined> {
    return this.base(db).where('r.id', '=', reportId).executeTakeFirst();
  }

  /** Resolves an open report. */
  async resolve(
    trx: Transaction<DB>,
    reportId: string,
    outcome: 'dismissed' | 'warned',
    adminId: string,
  ): Promise<void> {
    await trx
      .updateTable('message_reports')
      .set({ status: 'resolved', outcome, resolved_at: sql<Date>`now()`, resolved_by: adminId })
      .where('id', '=', reportId)
      .where('status', '=', 'open')
      .execute();
  }

  /** Every open report on the message resolves as `removed`; their ids. */
  async resolveRemoved(
    trx: Transaction<DB>,
    messageId: string,
    adminId: string,
  ): Promise<string[]> {
    const rows = await trx
      .updateTable('message_reports')
      .set({
        status: 'resolved',
        outcome: 'removed',
        resolved_at: sql<Date>`now()`,
        resolved_by: adminId,
      })
      .where('message_id', '=', messageId)
      .where('status', '=', 'open')
      .returning('id')
      .execute();
    return rows.map((r) => r.id).sort();
  }

  async recordWarning(
    trx: Transaction<DB>,
    reportId: string,
    text: string,
    adminId: string,
  ): Promise<Date> {
    const row = await trx
      .updateTable('message_reports')
      .set({ warning: text, warned_at: sql<Date>`now()`, warned_by: adminId })
      .where('id', '=', reportId)
      .where('warning', 'is', null)
      .returning('warned_at')
      .executeTakeFirstOrThrow();
    return row.warned_at ?? new Date();
  }

  /**
   * The reported message and up to `around` messages either side of it in its conversation,
   * oldest first: two index range scans on `messages_thread`.
   */
  async context(
    message: { id: string; conversationId: string; createdAt: Date },
    around = 2,
  ): Promise<ContextRow[]> {
    const result = await sql<ContextRow>`
      SELECT * FROM (
        (SELECT id, sender_id, body, created_at, removed_at FROM messages
          WHERE conversation_id = ${message.conversationId}
            AND (created_at, id) < (${message.createdAt}::timestamptz, ${message.id}::uuid)
          ORDER BY created_at DESC, id DESC LIMIT ${around})
        UNION ALL
        (SELECT id, sender_id, body, created_at, removed_at FROM messages
          WHERE conversation_id = ${message.conversationId}
            AND (created_at, id) >= (${message.createdAt}::timestamptz, ${message.id}::uuid)
          ORDER BY created_at, id LIMIT ${around + 1})
      ) AS around_it
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS photo_count FROM message_photos p WHERE p.message_id = around_it.id
      ) AS photos
      ORDER BY created_at, id`.execute(this.db);
    return result.rows;
  }
}
