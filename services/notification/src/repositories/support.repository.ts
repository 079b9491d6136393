import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type {
  AdminSupportTicket,
  Feedback,
  Locale,
  SupportTicket,
  SupportTopic,
} from '@arrendo/contracts';
import type { DB, FeedbackRow, SupportTicketRow } from '../db/types.js';

export interface NewSupportTicket {
  userId: string;
  email: string;
  name: string;
  topic: SupportTopic;
  bookingId: string | null;
  subject: string;
  message: string;
  locale: Locale;
}

export interface NewFeedback {
  userId: string | null;
  rating: number;
  message: string;
  page: string | null;
  locale: Locale;
  ipHash: string | null;
}

export interface Page<Row> {
  rows: Row[];
  next: TimestampIdPosition | null;
}

/** `ARR-000123`; past a million the number simply grows. */
export function formatTicketNumber(n: number | bigint | string): string {
  return `ARR-${String(n).padStart(6, '0')}`;
}

export function toSupportTicket(row: SupportTicketRow): SupportTicket {
  return {
    id: row.id,
    number: row.number,
    topic: row.topic,
    bookingId: row.booking_id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export function toAdminSupportTicket(row: SupportTicketRow): AdminSupportTicket {
  return {
    ...toSupportTicket(row),
    userId: row.user_id,
    email: row.email,
    name: row.name,
    locale: row.locale,
  };
}

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    userId: row.user_id,
    rating: row.rating,
    message: row.message,
    page: row.page,
    locale: row.locale,
    createdAt: row.created_at.toISOString(),
  };
}

function pageOf<Row extends { id: string; cursor_ts: string }>(
  rows: Row[],
  limit: number,
): { rows: Omit<Row, 'cursor_ts'>[]; next: TimestampIdPosition | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? { createdAt: last.cursor_ts, id: last.id } : null;
  return { rows: page.map(({ cursor_ts: _cursor, ...row }) => row), next };
}

const before = (after: TimestampIdPosition) =>
  sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

/** The only place that reads or writes `support_tickets`, `feedback` and `feedback_salt`. */
export class SupportRepository {
  private salt: string | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  async insertTicket(ticket: NewSupportTicket): Promise<SupportTicketRow> {
    const { rows } = await sql<{
      n: string;
    }>`SELECT nextval('support_ticket_number_seq')::text AS n`.execute(this.db);
    const n = rows[0]?.n;
    if (!n) throw new Error('support_ticket_number_seq gave no value');
    return this.db
      .insertInto('support_tickets')
      .values({
        number: formatTicketNumber(n),
        user_id: ticket.userId,
        email: ticket.email,
        name: ticket.name,
        topic: ticket.topic,
        booking_id: ticket.bookingId,
        subject: ticket.subject,
        message: ticket.message,
        locale: ticket.locale,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findTicket(id: string): Promise<SupportTicketRow | undefined> {
    return this.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Newest first, keyset-paginated on (created_at, id); one user's when `userId` is given. */
  async listTickets(options: {
    userId?: string;
    limit: number;
    after: TimestampIdPosition | null;
  }): Promise<Page<SupportTicketRow>> {
    let query = this.db
      .selectFrom('support_tickets')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_ts'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.userId) query = query.where('user_id', '=', options.userId);
    if (options.after) query = query.where(before(options.after));
    return pageOf(await query.execute(), options.limit);
  }

  /** Every ticket one user wrote, oldest first (their data export). */
  allTicketsOf(userId: string): Promise<SupportTicketRow[]> {
    return this.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Every feedback one user sent signed in, oldest first, without the network hash. */
  allFeedbackOf(userId: string): Promise<Omit<FeedbackRow, 'ip_hash'>[]> {
    return this.db
      .selectFrom('feedback')
      .select(['id', 'user_id', 'rating', 'message', 'page', 'locale', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async insertFeedback(feedback: NewFeedback): Promise<FeedbackRow> {
    return this.db
      .insertInto('feedback')
      .values({
        user_id: feedback.userId,
        rating: feedback.rating,
        message: feedback.message,
        page: feedback.page,
        locale: feedback.locale,
        ip_hash: feedback.ipHash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** How many feedbacks one network sent since `since` (for the service's own abuse limit). */
  async countFeedbackSince(ipHash: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip_hash', '=', ipHash)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listFeedback(options: {
    limit: number;
    after: TimestampIdPosition | null;
  }): Promise<Page<FeedbackRow>> {
    let query = this.db
      .selectFrom('feedback')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_ts'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.after) query = query.where(before(options.after));
    return pageOf(await query.execute(), options.limit);
  }

  /**
   * A keyed hash of the sender's network: the same network gives the same value, but without
   * this database's salt nobody can test addresses against it.
   */
  async hashAddress(address: string): Promise<string> {
    if (this.salt === undefined) {
      const row = await this.db
        .selectFrom('feedback_salt')
        .select('salt')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      this.salt = row.salt;
    }
    return createHmac('sha256', this.salt).update(address).digest('base64url').slice(0, 32);
  }
}
