import { DEFAULT_TIME_ZONE, type AdminRefundChoice, type BookingStatus } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { BookingRow } from './booking.repository.js';

const ROW = sql`*, lower(period) AS starts_at, upper(period) AS ends_at`;

export interface AdminBookingFilter {
  /** A whole id, or its first characters (lower case). */
  idPrefix?: string | undefined;
  guestId?: string | undefined;
  hostId?: string | undefined;
  propertyId?: string | undefined;
  status?: BookingStatus | undefined;
  /** Local dates on the platform's calendar (Santiago): `[startFrom, startTo)`. */
  startFrom?: string | undefined;
  startTo?: string | undefined;
}

export interface CreatedPosition {
  createdAt: string;
  id: string;
}

export type SearchedRow = BookingRow & { cursor_at: string };

export interface AdminCancellationRow {
  booking_id: string;
  actor_id: string;
  refund_kind: AdminRefundChoice['kind'];
  refund_clp: number;
  reason: string;
  created_at: Date;
}

const UUID_LENGTH = 36;

/** Admin reads over every booking, and the admin cancellations' notes. Pass a transaction to act in it. */
export class AdminBookingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page, newest held first, `limit + 1` rows (the extra one says there is more). */
  async search(
    filter: AdminBookingFilter,
    after: CreatedPosition | null,
    limit: number,
  ): Promise<SearchedRow[]> {
    // Half-made rows (no snapshot yet) are not bookings anyone can see.
    const conditions = [sql`listing IS NOT NULL`, sql`quote IS NOT NULL`];
    const prefix = filter.idPrefix;
    if (prefix && prefix.length === UUID_LENGTH) conditions.push(sql`id = ${prefix}::uuid`);
    else if (prefix) conditions.push(sql`id::text LIKE ${`${prefix.replace(/[%_]/g, '')}%`}`);
    if (filter.guestId) conditions.push(sql`guest_id = ${filter.guestId}`);
    if (filter.hostId) conditions.push(sql`host_id = ${filter.hostId}`);
    if (filter.propertyId) conditions.push(sql`property_id = ${filter.propertyId}`);
    if (filter.status) conditions.push(sql`status = ${filter.status}`);
    if (filter.startFrom) {
      conditions.push(
        sql`lower(period) >= (${filter.startFrom}::date)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE}`,
      );
    }
    if (filter.startTo) {
      conditions.push(
        sql`lower(period) < (${filter.startTo}::date)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE}`,
      );
    }
    if (after) {
      conditions.push(sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
    }
    const { rows } = await sql<SearchedRow>`
      SELECT ${ROW},
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
      FROM bookings
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit + 1}`.execute(this.db);
    return rows;
  }

  async cancellationOf(bookingId: string): Promise<AdminCancellationRow | undefined> {
    const { rows } = await sql<AdminCancellationRow>`
      SELECT * FROM admin_cancellations WHERE booking_id = ${bookingId}`.execute(this.db);
    return rows[0];
  }

  /** The admin's note on their cancellation, written in its transaction. */
  async recordCancellation(note: Omit<AdminCancellationRow, 'created_at'>): Promise<void> {
    await sql`
      INSERT INTO admin_cancellations (booking_id, actor_id, refund_kind, refund_clp, reason)
      VALUES (${note.booking_id}, ${note.actor_id}, ${note.refund_kind}, ${note.refund_clp},
        ${note.reason})`.execute(this.db);
  }
}
