/**
 * Builds a number and a date formatter for `locale` and uses them once: the first formatter of a
 * page loads the ICU data behind every later one (some 20 ms on a phone), so main.tsx calls this
 * in a task of its own instead of leaving it to the first price the hydration draws.
 */
export function loadFormatData(locale: string): string {
  return (
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1) +
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(0)
  );
}
