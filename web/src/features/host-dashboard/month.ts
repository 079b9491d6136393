import { addMonthsToDate } from '@arrendo/contracts/web';

// Plain functions rather than the contract's zod schema: the route's loader imports this module,
// and a regular expression is all `?month=` needs.

/** `YYYY-MM`, the range the API accepts (contracts `IsoMonth`: years 2000–2999). */
const MONTH = /^2\d{3}-(0[1-9]|1[0-2])$/;

export function isDashboardMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month holding `today` (`YYYY-MM-DD`). */
export function monthOfDay(today: string): string {
  return today.slice(0, 7);
}

/**
 * The calendar's month from the address: `?month=YYYY-MM`, or this month when it is missing or
 * not a month the API accepts (a hand-edited address shows this month rather than an error).
 */
export function dashboardMonth(search: Record<string, unknown>, today: string): string {
  return isDashboardMonth(search.month) ? search.month : monthOfDay(today);
}

/** The month `by` months from `month`, or null when it leaves the range the API accepts. */
export function shiftMonth(month: string, by: number): string | null {
  const next = monthOfDay(addMonthsToDate(`${month}-01`, by));
  return isDashboardMonth(next) ? next : null;
}
