import { sql, type QueryExecutorProvider } from 'kysely';

/** The local dates `[from, to]`, both included, as `YYYY-MM-DD`. */
export interface InclusiveSpan {
  from: string;
  to: string;
}

export interface PerformanceCounts {
  requests: number;
  confirmed: number;
  responseDue: number;
  answered: number;
  answeredInTime: number;
}

export type ListingCounts = PerformanceCounts & { propertyId: string };
export type DayCounts = PerformanceCounts & { date: string };

/** The listing as booked said instant book: the guest's payment confirmed it, no answer needed. */
const INSTANT = sql`coalesce((listing ->> 'instantBook')::boolean, false)`;

/**
 * The host's requests whose arrival falls on `[from, to]` in their listing's zone, with what the
 * figures need of each. The instants are first bounded by a day on either side (every zone is
 * within 14 hours of UTC), so the planner walks `bookings_host_requested_idx`; the exact local
 * date is then checked row by row.
 */
function reached(hostId: string, span: InclusiveSpan, now: Date, answerHours: number) {
  return sql`
    SELECT property_id, (requested_at AT TIME ZONE time_zone)::date AS day,
      status = 'confirmed' AS confirmed,
      NOT ${INSTANT} AS needs_answer,
      -- The host's answer: accepting confirms the request, declining cancels it.
      CASE WHEN cancel_reason = 'host_declined' THEN cancelled_at
        WHEN NOT ${INSTANT} THEN confirmed_at END AS answered_at,
      requested_at, status, cancel_reason,
      ${now}::timestamptz - make_interval(hours => ${answerHours}) AS due_before
    FROM bookings
    WHERE host_id = ${hostId} AND requested_at IS NOT NULL
      AND requested_at >= (${span.from}::date - 1)::timestamp AT TIME ZONE 'UTC'
      AND requested_at < (${span.to}::date + 2)::timestamp AT TIME ZONE 'UTC'`;
}

/**
 * The counts of `PerformanceCounts` (contracts `booking/performance.ts`). A request's answer is
 * due once the host answered it, it lapsed unanswered, or it has waited `answerHours`; one the
 * guest withdrew or that closed with its listing before any of those is not the host's to answer.
 */
function counts(answerHours: number) {
  return sql`
    count(*)::int AS requests,
    (count(*) FILTER (WHERE confirmed))::int AS confirmed,
    (count(*) FILTER (WHERE needs_answer AND (answered_at IS NOT NULL
      OR cancel_reason = 'request_expired'
      OR (status = 'requested' AND requested_at <= due_before))))::int AS "responseDue",
    (count(*) FILTER (WHERE needs_answer AND answered_at IS NOT NULL))::int AS answered,
    (count(*) FILTER (WHERE needs_answer
      AND answered_at <= requested_at + make_interval(hours => ${answerHours})))::int
      AS "answeredInTime"`;
}

/**
 * The host's performance page, booking side: only rows whose `host_id` is the host are read.
 * Raw SQL, as the dashboard's repository, so any connection to the booking schema runs it.
 */
export class HostPerformanceRepository {
  constructor(
    private readonly db: QueryExecutorProvider,
    private readonly answerHours: number,
  ) {}

  /** Each listing with a request in the span, and its counts. */
  async byListing(hostId: string, span: InclusiveSpan, now: Date): Promise<ListingCounts[]> {
    const { rows } = await sql<ListingCounts>`
      SELECT property_id AS "propertyId", ${counts(this.answerHours)}
      FROM (${reached(hostId, span, now, this.answerHours)}) AS r
      WHERE day BETWEEN ${span.from}::date AND ${span.to}::date
      GROUP BY property_id`.execute(this.db);
    return rows;
  }

  /** The counts per local date with any request, ascending: of one listing, or of all. */
  async byDay(
    hostId: string,
    span: InclusiveSpan,
    now: Date,
    propertyId?: string,
  ): Promise<DayCounts[]> {
    const listing = propertyId === undefined ? sql`` : sql`AND property_id = ${propertyId}`;
    const { rows } = await sql<DayCounts>`
      SELECT to_char(day, 'YYYY-MM-DD') AS date, ${counts(this.answerHours)}
      FROM (${reached(hostId, span, now, this.answerHours)}) AS r
      WHERE day BETWEEN ${span.from}::date AND ${span.to}::date ${listing}
      GROUP BY day
      ORDER BY day`.execute(this.db);
    return rows;
  }
}
