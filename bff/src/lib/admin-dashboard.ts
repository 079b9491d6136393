import {
  addDays,
  datesIn,
  DEFAULT_TIME_ZONE,
  todayIn,
  type AdminDashboardDays,
  type AdminDashboardPoint,
  type AdminStatsDay,
} from '@arrendo/contracts';

/** The local dates of a period, both included. */
export interface DashboardSpan {
  from: string;
  to: string;
}

/** The `days` ending today, by the platform's dates (America/Santiago). */
export function dashboardSpan(days: AdminDashboardDays, now: Date): DashboardSpan {
  const to = todayIn(DEFAULT_TIME_ZONE, now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Each service's daily series, or null when that service did not answer. */
export interface DashboardSeriesParts {
  newUsers: AdminStatsDay[] | null;
  bookingsConfirmed: AdminStatsDay[] | null;
  platformFees: AdminStatsDay[] | null;
}

type SeriesKey = keyof DashboardSeriesParts;
const KEYS: readonly SeriesKey[] = ['newUsers', 'bookingsConfirmed', 'platformFees'];

/**
 * One point per date of the span, oldest first, from the services' series. A date a service
 * left out counts zero (each sends every date today, but the chart must not depend on it); a
 * date outside the span is dropped; a service that did not answer is null on every date, so the
 * chart shows a gap rather than a false zero.
 */
export function fillDashboardSeries(
  span: DashboardSpan,
  parts: DashboardSeriesParts,
): AdminDashboardPoint[] {
  const lookups = KEYS.map((key) => {
    const days = parts[key];
    return [key, days ? new Map(days.map((d) => [d.date, d.value])) : null] as const;
  });
  return datesIn(span.from, addDays(span.to, 1)).map((date) => {
    const point: AdminDashboardPoint = {
      date,
      newUsers: null,
      bookingsConfirmed: null,
      platformFees: null,
    };
    for (const [key, values] of lookups) point[key] = values ? (values.get(date) ?? 0) : null;
    return point;
  });
}
