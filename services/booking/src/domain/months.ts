import { addMonths, formatISO, getDaysInMonth, parseISO } from 'date-fns';

/** The local dates of a calendar month `YYYY-MM`, `[first day, first day of the next)`. */
export function monthSpan(month: string): { from: string; to: string } {
  const first = parseISO(`${month}-01`);
  return {
    from: formatISO(first, { representation: 'date' }),
    to: formatISO(addMonths(first, 1), { representation: 'date' }),
  };
}

/** `count` months ending with `month`, oldest first, as `YYYY-MM`. */
export function monthsEndingWith(month: string, count: number): string[] {
  const last = parseISO(`${month}-01`);
  return Array.from({ length: count }, (_, i) =>
    formatISO(addMonths(last, i - count + 1), { representation: 'date' }).slice(0, 7),
  );
}

export function daysInMonth(month: string): number {
  return getDaysInMonth(parseISO(`${month}-01`));
}
