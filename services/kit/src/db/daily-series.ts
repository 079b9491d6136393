import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { addDays, DEFAULT_TIME_ZONE, type AdminStatsDay } from '@arrendo/contracts';

/**
 * Admin figures are by the platform's local dates (America/Santiago): a booking confirmed at
 * 22:30 on the 31st in Santiago counts on the 31st, whatever UTC says.
 */
export const PLATFORM_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The instants `[start, end)` the local dates `[from, to]` cover in `zone` (DST-safe: SQL). */
export function localDateRange(
  from: string,
  to: string,
  zone: string = PLATFORM_TIME_ZONE,
): { start: RawBuilder<Date>; end: RawBuilder<Date> } {
  return {
    start: sql<Date>`(${from}::date::timestamp AT TIME ZONE ${zone})`,
    end: sql<Date>`(${addDays(to, 1)}::date::timestamp AT TIME ZONE ${zone})`,
  };
}

/**
 * Every local date of `[from, to]` with the sum of `value` over the `rows` whose `at` falls on it
 * (zero for dates without any), oldest first. `rows` is a query selecting `at` (timestamptz)
 * and `value` (a number), filtered by the caller to `localDateRange` so that it reads only the
 * period's rows through the column's index; generate_series supplies the empty dates.
 */
export async function dailySeries(
  db: QueryExecutorProvider,
  span: { from: string; to: string; zone?: string },
  rows: RawBuilder<unknown>,
): Promise<AdminStatsDay[]> {
  const zone = span.zone ?? PLATFORM_TIME_ZONE;
  const result = await sql<{ date: string; value: string }>`
    WITH src AS (${rows}),
    sums AS (
      SELECT (src.at AT TIME ZONE ${zone})::date AS date, sum(src.value) AS value
      FROM src GROUP BY 1
    ),
    days AS (
      SELECT d::date AS date
      FROM generate_series(${span.from}::date, ${span.to}::date, interval '1 day') AS d
    )
    SELECT to_char(days.date, 'YYYY-MM-DD') AS date, coalesce(sums.value, 0)::text AS value
    FROM days LEFT JOIN sums ON sums.date = days.date
    ORDER BY days.date`.execute(db);
  return result.rows.map((r) => ({ date: r.date, value: Number(r.value) }));
}
