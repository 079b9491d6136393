import { daysBetween, type BookingKind, type BookingStatus } from '@arrendo/contracts';
import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * The local days a booking covers, `[first, last + 1)`: a stay its nights, an hourly booking its
 * date. Spelled exactly as in the `bookings_host_days_idx` index, which the planner matches by
 * expression.
 */
const LOCAL_DAYS = sql`daterange(coalesce(check_in, local_date), coalesce(check_out, local_date + 1))`;

/** A half-open range of local dates, `[from, to)`, as `YYYY-MM-DD`. */
export interface DateSpan {
  from: string;
  to: string;
}

export interface HostFigures {
  monthRevenue: number;
  totalRevenue: number;
  upcoming: number;
}

export interface HostBookingRow {
  id: string;
  property_id: string;
  title: string | null;
  guest_id: string;
  kind: BookingKind;
  status: BookingStatus;
  guests: number;
  check_in: string | null;
  check_out: string | null;
  local_date: string | null;
  start_time: string | null;
  hours: number | null;
  earnings: number;
}

/** A day of a month's calendar: its first bookings by start and how many cover it in all. */
export interface HostDayRow extends HostBookingRow {
  day: string;
  count: number;
}

/** The columns a dashboard booking is made of (`earnings_clp` and `starts_at` are generated). */
const BOOKING_COLUMNS = sql`id, property_id, listing ->> 'title' AS title, guest_id, kind, status,
  guests, check_in, check_out, local_date, to_char(start_time, 'HH24:MI') AS start_time, hours,
  earnings_clp::float8 AS earnings`;

/**
 * The host's dashboard, over the rows whose `host_id` is the host: nothing else is read. Raw SQL
 * only, so any connection to the booking schema runs it (the service's, or the bench's).
 */
export class HostDashboardRepository {
  constructor(private readonly db: QueryExecutorProvider) {}

  /**
   * Confirmed bookings only: this month's revenue (by start date), all-time revenue, upcoming.
   * One index-only scan of the host's confirmed bookings (`bookings_host_confirmed_idx`).
   */
  async figures(hostId: string, month: DateSpan, now: Date): Promise<HostFigures> {
    const { rows } = await sql<HostFigures>`
      SELECT
        coalesce(sum(earnings_clp) FILTER (WHERE start_date >= ${month.from}::date
          AND start_date < ${month.to}::date), 0)::float8 AS "monthRevenue",
        coalesce(sum(earnings_clp), 0)::float8 AS "totalRevenue",
        (count(*) FILTER (WHERE starts_at > ${now}))::int AS upcoming
      FROM bookings WHERE host_id = ${hostId} AND status = 'confirmed'`.execute(this.db);
    return rows[0] ?? { monthRevenue: 0, totalRevenue: 0, upcoming: 0 };
  }

  /** Confirmed revenue per month (`YYYY-MM`) of bookings starting in `span`; empty months absent. */
  async revenueByMonth(hostId: string, span: DateSpan): Promise<Map<string, number>> {
    const { rows } = await sql<{ month: string; revenue: number }>`
      SELECT to_char(start_date, 'YYYY-MM') AS month, sum(earnings_clp)::float8 AS revenue
      FROM bookings
      WHERE host_id = ${hostId} AND status = 'confirmed'
        AND start_date >= ${span.from}::date AND start_date < ${span.to}::date
      GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.month, row.revenue]));
  }

  /** Nights in `span` that at least one confirmed stay covers (one index probe a night). */
  async occupiedNights(hostId: string, span: DateSpan): Promise<number> {
    const { rows } = await sql<{ nights: number }>`
      SELECT count(*)::int AS nights
      FROM generate_series(0, ${daysBetween(span.from, span.to) - 1}) AS i
      WHERE EXISTS (
        SELECT 1 FROM bookings
        WHERE host_id = ${hostId} AND status = 'confirmed' AND kind = 'stay'
          AND ${LOCAL_DAYS} @> (${span.from}::date + i)
      )`.execute(this.db);
    return rows[0]?.nights ?? 0;
  }

  /**
   * Each day of `span` that a requested or confirmed booking covers: how many do, and the first
   * `perDay` of them by start (the calendar's cells).
   */
  async days(hostId: string, span: DateSpan, perDay: number): Promise<HostDayRow[]> {
    // Day by day (an integer series, which the planner counts right: a series over each
    // booking's dates is guessed at 1 000 rows a booking, and the plan then costs enough to be
    // JIT-compiled, 400 ms). Ranked on narrow rows; the columns are read for the few shown.
    const { rows } = await sql<HostDayRow>`
      WITH covered AS (
        SELECT ${span.from}::date + i AS day, id, starts_at
        FROM generate_series(0, ${daysBetween(span.from, span.to) - 1}) AS i
          JOIN bookings ON host_id = ${hostId} AND status IN ('requested', 'confirmed')
            AND ${LOCAL_DAYS} @> (${span.from}::date + i)
      ), ranked AS (
        SELECT day, id, count(*) OVER (PARTITION BY day) AS count,
          row_number() OVER (PARTITION BY day ORDER BY starts_at, id) AS rank
        FROM covered
      )
      SELECT to_char(ranked.day, 'YYYY-MM-DD') AS day, ranked.count::int AS count,
        ${BOOKING_COLUMNS}
      FROM ranked JOIN bookings USING (id)
      WHERE ranked.rank <= ${perDay}
      ORDER BY ranked.day, ranked.rank`.execute(this.db);
    return rows;
  }

  /** Every requested and confirmed booking covering `date`, by start. */
  async day(hostId: string, date: string): Promise<HostBookingRow[]> {
    const { rows } = await sql<HostBookingRow>`
      SELECT ${BOOKING_COLUMNS}
      FROM bookings
      WHERE host_id = ${hostId} AND status IN ('requested', 'confirmed')
        AND ${LOCAL_DAYS} @> ${date}::date
      ORDER BY starts_at, id`.execute(this.db);
    return rows;
  }
}
