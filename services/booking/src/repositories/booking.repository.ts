import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, BookingsTable } from '../db/types.js';
import type { LocalSlot } from '../domain/slot.js';
import type { ResolvedSlot } from '../domain/window.js';

/** A row with its period split into instants (a tstzrange has no JS value). */
export type BookingRow = Omit<Selectable<BookingsTable>, 'period'> & {
  starts_at: Date;
  ends_at: Date;
};

/** A hold that lapsed and was marked expired: what the expired event announces. */
export interface ExpiredHold {
  id: string;
  property_id: string;
  starts_at: Date;
  ends_at: Date;
}

export interface NewHold {
  id: string;
  propertyId: string;
  hostId: string;
  guestId: string;
  guests: number;
  slot: LocalSlot;
  timeZone: string;
  holdMinutes: number;
}

const PERIOD_START = sql<Date>`lower(period)`.as('starts_at');
const PERIOD_END = sql<Date>`upper(period)`.as('ends_at');

/** The occupied period of a slot, `[start, end)`, computed by Postgres in the listing's zone. */
function periodOf(slot: LocalSlot, timeZone: string) {
  if (slot.kind === 'stay') {
    return sql`tstzrange(
      (${slot.checkIn}::date)::timestamp AT TIME ZONE ${timeZone},
      (${slot.checkOut}::date)::timestamp AT TIME ZONE ${timeZone}, '[)')`;
  }
  // Hours are elapsed time: a 3-hour booking is 3 hours long even across a DST change.
  return sql`tstzrange(
    (${slot.date}::date + ${slot.startTime}::time) AT TIME ZONE ${timeZone},
    ((${slot.date}::date + ${slot.startTime}::time) AT TIME ZONE ${timeZone})
      + make_interval(hours => ${slot.hours}), '[)')`;
}

/** The only place that writes booking SQL. Pass a transaction to act inside it. */
export class BookingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The slot's instants and today's date, both as the listing's time zone sees them. */
  async resolve(slot: LocalSlot, timeZone: string): Promise<ResolvedSlot> {
    const { rows } = await sql<{ starts_at: Date; ends_at: Date; today: string }>`
      SELECT lower(p) AS starts_at, upper(p) AS ends_at,
        to_char((now() AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS today
      FROM (SELECT ${periodOf(slot, timeZone)} AS p) AS slot`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('period query returned nothing');
    return { slot, startsAt: row.starts_at, endsAt: row.ends_at, today: row.today };
  }

  /**
   * Inserts the hold unless the slot overlaps a pending or confirmed booking of the listing
   * (the exclusion constraint decides, so two guests racing for one slot cannot both win: the
   * second waits for the first to commit). Returns undefined when the slot is taken.
   */
  async insertHold(hold: NewHold): Promise<BookingRow | undefined> {
    const { slot } = hold;
    const { rows } = await sql<BookingRow>`
      INSERT INTO bookings (id, property_id, host_id, guest_id, status, kind, guests,
        check_in, check_out, local_date, start_time, hours, time_zone, period, expires_at)
      VALUES (${hold.id}, ${hold.propertyId}, ${hold.hostId}, ${hold.guestId}, 'pending',
        ${slot.kind}, ${hold.guests},
        ${slot.kind === 'stay' ? slot.checkIn : null}, ${slot.kind === 'stay' ? slot.checkOut : null},
        ${slot.kind === 'hourly' ? slot.date : null}, ${slot.kind === 'hourly' ? slot.startTime : null},
        ${slot.kind === 'hourly' ? slot.hours : null},
        ${hold.timeZone}, ${periodOf(slot, hold.timeZone)},
        now() + make_interval(mins => ${hold.holdMinutes}))
      ON CONFLICT DO NOTHING
      RETURNING *, lower(period) AS starts_at, upper(period) AS ends_at`.execute(this.db);
    return rows[0];
  }

  async find(id: string): Promise<BookingRow | undefined> {
    return this.db
      .selectFrom('bookings')
      .selectAll()
      .select([PERIOD_START, PERIOD_END])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Marks lapsed holds expired — of one listing, one booking, or (for the sweep) the oldest
   * `limit` anywhere — and returns them. Rows another transaction holds are skipped: whoever
   * holds them is expiring or confirming them.
   */
  async expireLapsed(
    scope: { propertyId: string } | { bookingId: string } | { limit: number },
  ): Promise<ExpiredHold[]> {
    const filter =
      'propertyId' in scope
        ? sql`AND property_id = ${scope.propertyId}`
        : 'bookingId' in scope
          ? sql`AND id = ${scope.bookingId}`
          : sql``;
    const limit = 'limit' in scope ? scope.limit : 1000;
    const { rows } = await sql<ExpiredHold>`
      UPDATE bookings SET status = 'expired', expires_at = NULL, updated_at = now()
      WHERE id IN (
        SELECT id FROM bookings
        WHERE status = 'pending' AND expires_at <= now() ${filter}
        ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, property_id, lower(period) AS starts_at, upper(period) AS ends_at`.execute(
      this.db,
    );
    return rows;
  }
}
