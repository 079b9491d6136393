import type { BookingKind, BookingStatus } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * The local days a booking covers, `[first, last + 1)`: a stay its nights, an hourly booking its
 * date. Spelled exactly as in the `bookings_host_days_idx` index, which the planner matches by
 * expression.
 */
const LOCAL_DAYS = sql`daterange(coalesce(check_in, local_date), coalesce(check_out, local_date + 1))`;

/** The local date a booking starts on (a stay's check-in, an hourly booking's date). */
const START_DATE = sql`coalesce(check_in, local_date)`;

/**
 * What the host earns from a booking: its quote's base. A booking with no quote, or a base that
 * is not a number, counts 0 (spec 2.13) instead of failing the whole dashboard.
 */
const EARNINGS = sql<number>`CASE
  WHEN jsonb_typeof(quote -> 'base' -> 'amount') = 'number'
  THEN greatest(floor((quote -> 'base' ->> 'amount')::numeric), 0)
  ELSE 0 END`;

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

export interface HostMonthBooking {
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

/** The host's dashboard, over the rows whose `host_id` is the host: nothing else is read. */
export class HostDashboardRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Confirmed bookings only: this month's revenue (by start date), all-time revenue, upcoming. */
  async figures(hostId: string, month: DateSpan, now: Date): Promise<HostFigures> {
    const { rows } = await sql<HostFigures>`
      SELECT
        coalesce(sum(earnings) FILTER (WHERE start_date >= ${month.from}::date
          AND start_date < ${month.to}::date), 0)::float8 AS "monthRevenue",
        coalesce(sum(earnings), 0)::float8 AS "totalRevenue",
        (count(*) FILTER (WHERE starts_at > ${now}))::int AS upcoming
      FROM (
        SELECT ${EARNINGS} AS earnings, ${START_DATE} AS start_date, lower(period) AS starts_at
        FROM bookings WHERE host_id = ${hostId} AND status = 'confirmed'
      ) AS confirmed`.execute(this.db);
    return rows[0] ?? { monthRevenue: 0, totalRevenue: 0, upcoming: 0 };
  }

  /** Confirmed revenue per month (`YYYY-MM`) of bookings starting in `span`; empty months absent. */
  async revenueByMonth(hostId: string, span: DateSpan): Promise<Map<string, number>> {
    const { rows } = await sql<{ month: string; revenue: number }>`
      SELECT to_char(${START_DATE}, 'YYYY-MM') AS month, sum(${EARNINGS})::float8 AS revenue
      FROM bookings
      WHERE host_id = ${hostId} AND status = 'confirmed'
        AND ${START_DATE} >= ${span.from}::date AND ${START_DATE} < ${span.to}::date
      GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.month, row.revenue]));
  }

  /** Distinct nights in `span` that at least one confirmed stay covers. */
  async occupiedNights(hostId: string, span: DateSpan): Promise<number> {
    const { rows } = await sql<{ nights: number }>`
      SELECT count(DISTINCT night)::int AS nights
      FROM bookings,
        generate_series(
          greatest(check_in, ${span.from}::date)::timestamp,
          (least(check_out, ${span.to}::date) - 1)::timestamp,
          interval '1 day'
        ) AS night
      WHERE host_id = ${hostId} AND status = 'confirmed' AND kind = 'stay'
        AND ${LOCAL_DAYS} && daterange(${span.from}::date, ${span.to}::date)`.execute(this.db);
    return rows[0]?.nights ?? 0;
  }

  /** Requested and confirmed bookings covering a day of `span`, by start. */
  async bookingsIn(hostId: string, span: DateSpan): Promise<HostMonthBooking[]> {
    const { rows } = await sql<HostMonthBooking>`
      SELECT id, property_id, listing ->> 'title' AS title, guest_id, kind, status, guests,
        check_in, check_out, local_date, to_char(start_time, 'HH24:MI') AS start_time, hours,
        ${EARNINGS}::float8 AS earnings
      FROM bookings
      WHERE host_id = ${hostId} AND status IN ('requested', 'confirmed')
        AND ${LOCAL_DAYS} && daterange(${span.from}::date, ${span.to}::date)
      ORDER BY lower(period), id`.execute(this.db);
    return rows;
  }
}
