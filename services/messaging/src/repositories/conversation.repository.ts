import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConversationFilter } from '@arrendo/contracts';
import type { TimestampIdPosition } from '@arrendo/kit';
import type { DB, ProjectedBookingStatus } from '../db/types.js';
import type { MessageRow } from './message.repository.js';

export interface NewConversation {
  listingId: string;
  guestId: string;
  hostId: string;
  guest: { firstName: string; avatarUrl: string | null };
  host: { firstName: string; avatarUrl: string | null };
  listingTitle: string;
  listingPhotoUrl: string | null;
}

/** A conversation as one participant lists it: its booking, last message and unread count. */
export interface ConversationRow {
  id: string;
  listing_id: string;
  guest_id: string;
  host_id: string;
  guest_first_name: string;
  guest_avatar_url: string | null;
  host_first_name: string;
  host_avatar_url: string | null;
  listing_title: string;
  listing_photo_url: string | null;
  updated_at: Date;
  cursor_updated_at: string;
  booking_id: string | null;
  booking_status: ProjectedBookingStatus | null;
  booking_starts_at: Date | null;
  booking_ends_at: Date | null;
  stage: string;
  confirmed: boolean;
  unread_count: number;
  last_message: MessageRow | null;
}

export interface SummaryQuery {
  userId: string;
  conversationId?: string;
  filter?: ConversationFilter;
  cursor?: TimestampIdPosition;
  limit: number;
}

/**
 * Whether the conversation's guest ever had a booking of its listing confirmed (contact details
 * show from then on), for the conversation columns named.
 */
function confirmedOf(listingColumn: string, guestColumn: string) {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM bookings cb
    WHERE cb.listing_id = ${sql.ref(listingColumn)} AND cb.guest_id = ${sql.ref(guestColumn)}
      AND cb.confirmed_at IS NOT NULL)`;
}

/** The only place that reads or writes `conversations`. */
export class ConversationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Opens the (listing, guest) conversation, or finds the one already open; its id. */
  async openOnce(trx: Transaction<DB>, c: NewConversation): Promise<string> {
    const inserted = await trx
      .insertInto('conversations')
      .values({
        listing_id: c.listingId,
        guest_id: c.guestId,
        host_id: c.hostId,
        guest_first_name: c.guest.firstName,
        guest_avatar_url: c.guest.avatarUrl,
        host_first_name: c.host.firstName,
        host_avatar_url: c.host.avatarUrl,
        listing_title: c.listingTitle,
        listing_photo_url: c.listingPhotoUrl,
      })
      .onConflict((oc) => oc.columns(['listing_id', 'guest_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await trx
      .selectFrom('conversations')
      .select('id')
      .where('listing_id', '=', c.listingId)
      .where('guest_id', '=', c.guestId)
      .executeTakeFirstOrThrow();
    return existing.id;
  }

  async findIdFor(listingId: string, guestId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('conversations')
      .select('id')
      .where('listing_id', '=', listingId)
      .where('guest_id', '=', guestId)
      .executeTakeFirst();
    return row?.id;
  }

  /** The conversation if `userId` takes part in it (read through `db`, a transaction or not). */
  findForParticipant(db: Kysely<DB>, conversationId: string, userId: string) {
    return db
      .selectFrom('conversations')
      .select(['id', 'listing_id', 'guest_id', 'host_id', 'listing_title'])
      .select(['guest_first_name', 'host_first_name'])
      .select(confirmedOf('conversations.listing_id', 'conversations.guest_id').as('confirmed'))
      .where('id', '=', conversationId)
      .where((eb) => eb.or([eb('guest_id', '=', userId), eb('host_id', '=', userId)]))
      .executeTakeFirst();
  }

  async touch(trx: Transaction<DB>, conversationId: string, at: Date): Promise<void> {
    await trx
      .updateTable('conversations')
      .set({ updated_at: at })
      .where('id', '=', conversationId)
      .execute();
  }

  /** The caller's conversations, most recently active first. */
  async summaries(q: SummaryQuery): Promise<ConversationRow[]> {
    const stage = sql<string>`trip_stage(b.status, b.starts_at, b.ends_at, now())`;
    const unread = sql<number>`(SELECT count(*)::int FROM messages u
      WHERE u.conversation_id = c.id AND u.recipient_id = ${q.userId} AND u.read_at IS NULL)`;
    const filters = [sql`(c.guest_id = ${q.userId} OR c.host_id = ${q.userId})`];
    if (q.conversationId) filters.push(sql`c.id = ${q.conversationId}`);
    if (q.cursor) {
      filters.push(
        sql`(c.updated_at, c.id) < (${q.cursor.createdAt}::timestamptz, ${q.cursor.id}::uuid)`,
      );
    }
    if (q.filter === 'unread') filters.push(sql`${unread} > 0`);
    else if (q.filter && q.filter !== 'all') filters.push(sql`${stage} = ${q.filter}`);
    const { rows } = await sql<ConversationRow>`
      SELECT c.id, c.listing_id, c.guest_id, c.host_id, c.guest_first_name, c.guest_avatar_url,
        c.host_first_name, c.host_avatar_url, c.listing_title, c.listing_photo_url, c.updated_at,
        to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_updated_at,
        b.id AS booking_id, b.status AS booking_status, b.starts_at AS booking_starts_at,
        b.ends_at AS booking_ends_at, ${stage} AS stage,
        ${confirmedOf('c.listing_id', 'c.guest_id')} AS confirmed,
        ${unread} AS unread_count,
        (SELECT to_jsonb(m) FROM (
          SELECT lm.id, lm.conversation_id, lm.sender_id, lm.recipient_id, lm.client_id, lm.body,
            lm.created_at, lm.read_at, lm.removed_at
          FROM messages lm WHERE lm.conversation_id = c.id
          ORDER BY lm.created_at DESC, lm.id DESC LIMIT 1) m) AS last_message
      FROM conversations c
      LEFT JOIN LATERAL (
        SELECT id, status, starts_at, ends_at FROM bookings bk
        WHERE bk.listing_id = c.listing_id AND bk.guest_id = c.guest_id
        ORDER BY bk.starts_at DESC, bk.updated_at DESC LIMIT 1) b ON true
      WHERE ${sql.join(filters, sql` AND `)}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT ${q.limit}`.execute(this.db);
    return rows.map((row) => ({
      ...row,
      last_message: row.last_message ? messageFromJson(row.last_message) : null,
    }));
  }
}

/** `to_jsonb` gives timestamps as strings: back to the row's own types. */
function messageFromJson(json: MessageRow): MessageRow {
  const raw = json as unknown as Record<string, string | null>;
  return {
    ...json,
    created_at: new Date(raw.created_at as string),
    read_at: raw.read_at ? new Date(raw.read_at) : null,
    removed_at: raw.removed_at ? new Date(raw.removed_at) : null,
  };
}
