import { addMonthsToDate, daysBetween } from '@arrendo/contracts';

/** The local dates of a calendar month `YYYY-MM`, `[first day, first day of the next)`. */
export function monthSpan(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addMonthsToDate(from, 1) };
}

/** `count` months ending with `month`, oldest first, as `YYYY-MM`. */
export function monthsEndingWith(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    addMonthsToDate(`${month}-01`, i - count + 1).slice(0, 7),
  );
}

export function daysInMonth(month: string): number {
  const { from, to } = monthSpan(month);
  return daysBetween(from, to);
}
