import type {
  BookedListing,
  BookingPaymentState,
  BookingStatus,
  CancellationReason,
  CancelledBy,
  PaymentProvider,
  Quote,
} from '@arrendo/contracts';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
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
  listing: BookedListing;
  quote: Quote;
}

/** A change of status made by a conditional UPDATE: applied only while the row is in `from`. */
export interface Transition {
  status: BookingStatus;
  /** null: clears it; a number: hours from now (a request's time to answer). */
  expiresInHours?: number | null;
  confirm?: boolean;
  /** It reaches the host now (paid): `requested_at`, kept from the first time. */
  request?: boolean;
  close?: boolean;
  payment?: {
    state: BookingPaymentState;
    provider?: PaymentProvider;
    paymentId?: string;
    paid?: number;
    refunded?: number;
  };
  cancellation?: {
    by: CancelledBy;
    reason: CancellationReason;
    refundPercent: number;
    refund: number;
  };
}

/** A lapsed request declined for its host: what the cancelled event announces. */
export type LapsedRequest = BookingRow;

/** Keyset position: the sort instant as Postgres text, and the id. */
export interface ListPosition {
  at: string;
  id: string;
}

export interface ListQuery {
  /** Whose bookings: the guest's, or the host's listings (null host = every host, for admins). */
  owner: { guestId: string } | { hostId: string | null };
  propertyId?: string;
  tab: 'upcoming' | 'past' | 'cancelled' | 'requests';
  after?: ListPosition;
  limit: number;
  now: Date;
}

export type ListedRow = BookingRow & { cursor_at: string };

const PERIOD_START = sql<Date>`lower(period)`.as('starts_at');
const ROW = sql`*, lower(period) AS starts_at, upper(period) AS ends_at`;
const asText = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
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
        check_in, check_out, local_date, start_time, hours, time_zone, period, expires_at,
        listing, quote, total_clp)
      VALUES (${hold.id}, ${hold.propertyId}, ${hold.hostId}, ${hold.guestId}, 'pending',
        ${slot.kind}, ${hold.guests},
        ${slot.kind === 'stay' ? slot.checkIn : null}, ${slot.kind === 'stay' ? slot.checkOut : null},
        ${slot.kind === 'hourly' ? slot.date : null}, ${slot.kind === 'hourly' ? slot.startTime : null},
        ${slot.kind === 'hourly' ? slot.hours : null},
        ${hold.timeZone}, ${periodOf(slot, hold.timeZone)},
        now() + make_interval(mins => ${hold.holdMinutes}),
        ${JSON.stringify(hold.listing)}::jsonb, ${JSON.stringify(hold.quote)}::jsonb,
        ${hold.quote.total.amount})
      ON CONFLICT DO NOTHING
      RETURNING ${ROW}`.execute(this.db);
    return rows[0];
  }

  /**
   * A booking that already happened (`recordPast`): confirmed and paid in full, booked `leadDays`
   * before it began. The exclusion constraint still decides overlaps: undefined when taken.
   */
  async insertPast(
    past: Omit<NewHold, 'holdMinutes'> & { bookedAt: Date },
  ): Promise<BookingRow | undefined> {
    const { slot } = past;
    const { rows } = await sql<BookingRow>`
      INSERT INTO bookings (id, property_id, host_id, guest_id, status, kind, guests,
        check_in, check_out, local_date, start_time, hours, time_zone, period, expires_at,
        listing, quote, total_clp, payment_state, paid_clp, confirmed_at, requested_at)
      VALUES (${past.id}, ${past.propertyId}, ${past.hostId}, ${past.guestId}, 'confirmed',
        ${slot.kind}, ${past.guests},
        ${slot.kind === 'stay' ? slot.checkIn : null}, ${slot.kind === 'stay' ? slot.checkOut : null},
        ${slot.kind === 'hourly' ? slot.date : null}, ${slot.kind === 'hourly' ? slot.startTime : null},
        ${slot.kind === 'hourly' ? slot.hours : null},
        ${past.timeZone}, ${periodOf(slot, past.timeZone)}, NULL,
        ${JSON.stringify(past.listing)}::jsonb, ${JSON.stringify(past.quote)}::jsonb,
        ${past.quote.total.amount}, 'paid', ${past.quote.total.amount},
        ${past.bookedAt}, ${past.bookedAt})
      ON CONFLICT DO NOTHING
      RETURNING ${ROW}`.execute(this.db);
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
   * Every booking of one person in every status, oldest first: those they made as the guest, or
   * those of their listings (the data export; no paging, an export is the whole history).
   */
  async allOf(party: { guestId: string } | { hostId: string }): Promise<BookingRow[]> {
    const query = this.db.selectFrom('bookings').selectAll().select([PERIOD_START, PERIOD_END]);
    const owned =
      'guestId' in party
        ? query.where('guest_id', '=', party.guestId)
        : query.where('host_id', '=', party.hostId);
    return owned.orderBy('created_at').orderBy('id').execute();
  }

  /** The row, locked for this transaction: every transition reads, decides, then writes. */
  async findForUpdate(id: string): Promise<BookingRow | undefined> {
    const { rows } = await sql<BookingRow>`
      SELECT ${ROW} FROM bookings WHERE id = ${id} FOR UPDATE`.execute(this.db);
    return rows[0];
  }

  /**
   * Applies `change` only while the booking's status is one of `from`; returns the new row, or
   * undefined when the status had moved on (nothing was written). Every lifecycle step goes
   * through here, so no event can confirm or cancel twice.
   */
  async transition(
    id: string,
    from: readonly BookingStatus[],
    change: Transition,
  ): Promise<BookingRow | undefined> {
    const sets = [sql`status = ${change.status}`, sql`updated_at = now()`];
    if (change.expiresInHours === null) sets.push(sql`expires_at = NULL`);
    else if (change.expiresInHours !== undefined) {
      sets.push(sql`expires_at = now() + make_interval(hours => ${change.expiresInHours})`);
    }
    if (change.confirm) sets.push(sql`confirmed_at = now()`);
    if (change.request) sets.push(sql`requested_at = coalesce(requested_at, now())`);
    if (change.close) sets.push(sql`closed_at = now()`);
    else sets.push(sql`closed_at = NULL`);
    const payment = change.payment;
    if (payment) {
      sets.push(sql`payment_state = ${payment.state}`);
      if (payment.provider) sets.push(sql`payment_provider = ${payment.provider}`);
      if (payment.paymentId) sets.push(sql`payment_id = ${payment.paymentId}`);
      if (payment.paid !== undefined) sets.push(sql`paid_clp = ${payment.paid}`);
      if (payment.refunded !== undefined) sets.push(sql`refunded_clp = ${payment.refunded}`);
    }
    const cancellation = change.cancellation;
    if (cancellation) {
      sets.push(
        sql`cancelled_by = ${cancellation.by}`,
        sql`cancel_reason = ${cancellation.reason}`,
        sql`cancelled_at = coalesce(cancelled_at, now())`,
        sql`refund_percent = ${cancellation.refundPercent}`,
        sql`refund_clp = ${cancellation.refund}`,
      );
    }
    const { rows } = await sql<BookingRow>`
      UPDATE bookings SET ${sql.join(sets)}
      WHERE id = ${id} AND status IN (${sql.join(from.map((f) => sql`${f}`))})
      RETURNING ${ROW}`.execute(this.db);
    return rows[0];
  }

  /** Records what the payment service says without touching the status. */
  async recordPayment(
    id: string,
    payment: NonNullable<Transition['payment']>,
  ): Promise<BookingRow> {
    const { rows } = await sql<BookingRow>`
      UPDATE bookings SET updated_at = now(), payment_state = ${payment.state},
        payment_provider = coalesce(${payment.provider ?? null}, payment_provider),
        payment_id = coalesce(${payment.paymentId ?? null}::uuid, payment_id),
        paid_clp = coalesce(${payment.paid ?? null}::integer, paid_clp),
        refunded_clp = coalesce(${payment.refunded ?? null}::integer, refunded_clp)
      WHERE id = ${id}
      RETURNING ${ROW}`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error(`booking ${id} vanished while locked`);
    return row;
  }

  /** Adds a refund to a closed booking's cancellation (a payment that arrived after it). */
  async addLateRefund(id: string, paid: number, state: BookingPaymentState, paymentId: string) {
    const { rows } = await sql<BookingRow>`
      UPDATE bookings SET updated_at = now(), payment_state = ${state}, paid_clp = ${paid},
        payment_id = coalesce(payment_id, ${paymentId}::uuid),
        refund_clp = ${paid}, refund_percent = 100
      WHERE id = ${id} AND status IN ('cancelled', 'declined')
      RETURNING ${ROW}`.execute(this.db);
    return rows[0];
  }

  /**
   * Whether two people are the two sides of a booking: `me`'s trip at `them`'s listing (any
   * status), or `them`'s booking at `me`'s listing as the host's lists show it.
   */
  async shareBooking(me: string, them: string): Promise<boolean> {
    const { rows } = await sql<{ shared: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM bookings WHERE quote IS NOT NULL AND (
          (guest_id = ${me} AND host_id = ${them})
          OR (host_id = ${me} AND guest_id = ${them}
            AND status IN ('requested', 'confirmed', 'cancelled', 'declined')))) AS shared`.execute(
      this.db,
    );
    return rows[0]?.shared ?? false;
  }

  /**
   * Whether an active booking already occupies any of `[startsAt, endsAt)` (a lapsed hold does
   * not): the hold's cheap early answer for a slot it cannot win. The exclusion constraint stays
   * the judge; this only spares a loser the quote and the transaction's locks.
   */
  async slotTaken(propertyId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
    const { rows } = await sql<{ taken: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM bookings
        WHERE property_id = ${propertyId} AND status IN ('pending', 'requested', 'confirmed')
          AND NOT (status = 'pending' AND expires_at <= now())
          AND period && tstzrange(${startsAt}, ${endsAt}, '[)')) AS taken`.execute(this.db);
    return rows[0]?.taken ?? false;
  }

  /**
   * The active bookings (pending, requested, confirmed) of one listing, of one host's listings,
   * or of one guest, locked for this transaction: a closure decides on them while no payment
   * can move them.
   */
  async lockActive(
    scope: { propertyId: string } | { hostId: string } | { guestId: string },
  ): Promise<BookingRow[]> {
    const owner =
      'propertyId' in scope
        ? sql`property_id = ${scope.propertyId}`
        : 'hostId' in scope
          ? sql`host_id = ${scope.hostId}`
          : sql`guest_id = ${scope.guestId}`;
    const { rows } = await sql<BookingRow>`
      SELECT ${ROW} FROM bookings
      WHERE ${owner} AND status IN ('pending', 'requested', 'confirmed')
      ORDER BY id FOR UPDATE`.execute(this.db);
    return rows;
  }

  /**
   * Requests whose host did not answer in time, locked (rows another transaction holds are
   * skipped: it is accepting or declining them): one booking, or the oldest `limit`.
   */
  async lapsedRequests(scope: { bookingId: string } | { limit: number }): Promise<BookingRow[]> {
    const filter = 'bookingId' in scope ? sql`AND id = ${scope.bookingId}` : sql``;
    const limit = 'limit' in scope ? scope.limit : 1;
    const { rows } = await sql<BookingRow>`
      SELECT ${ROW} FROM bookings
      WHERE status = 'requested' AND expires_at <= now() ${filter}
      ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(this.db);
    return rows;
  }

  /** One page of a tab, in the tab's order, `limit + 1` rows (the extra says there is more). */
  async list(query: ListQuery): Promise<ListedRow[]> {
    const now = query.now.toISOString();
    const conditions = [sql`quote IS NOT NULL`];
    const owner = query.owner;
    if ('guestId' in owner) conditions.push(sql`guest_id = ${owner.guestId}`);
    else if (owner.hostId) conditions.push(sql`host_id = ${owner.hostId}`);
    if (query.propertyId) conditions.push(sql`property_id = ${query.propertyId}`);
    const host = 'hostId' in owner;
    let key: RawBuilder<unknown>;
    let ascending: boolean;
    switch (query.tab) {
      case 'upcoming':
        conditions.push(
          host ? sql`status = 'confirmed'` : sql`status IN ('pending', 'requested', 'confirmed')`,
          sql`upper(period) > ${now}::timestamptz`,
        );
        key = sql`lower(period)`;
        ascending = true;
        break;
      case 'requests':
        conditions.push(sql`status = 'requested'`);
        key = sql`lower(period)`;
        ascending = true;
        break;
      case 'past':
        conditions.push(sql`status = 'confirmed'`, sql`upper(period) <= ${now}::timestamptz`);
        key = sql`upper(period)`;
        ascending = false;
        break;
      case 'cancelled':
        conditions.push(
          host
            ? sql`status IN ('cancelled', 'declined')`
            : sql`status IN ('cancelled', 'declined', 'expired')`,
        );
        key = sql`coalesce(closed_at, updated_at)`;
        ascending = false;
        break;
    }
    if (query.after) {
      const position = sql`(${key}, id)`;
      const cursor = sql`(${query.after.at}::timestamptz, ${query.after.id}::uuid)`;
      conditions.push(ascending ? sql`${position} > ${cursor}` : sql`${position} < ${cursor}`);
    }
    const direction = ascending ? sql`ASC` : sql`DESC`;
    const { rows } = await sql<ListedRow>`
      SELECT ${ROW}, ${asText(key)} AS cursor_at FROM bookings
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${key} ${direction}, id ${direction}
      LIMIT ${query.limit + 1}`.execute(this.db);
    return rows;
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
      UPDATE bookings SET status = 'expired', expires_at = NULL, updated_at = now(),
        closed_at = now()
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
