import { formatISO } from 'date-fns';

/**
 * A local calendar day as `YYYY-MM-DD`. `formatISO` rather than `format(d, 'yyyy-MM-dd')`:
 * `format` brings every pattern token and the English locale (about 5 kB gzip) to a page that
 * needs none of them, the property page's first visit included (docs/benchmarks.md).
 */
export function isoDate(date: Date): string {
  return formatISO(date, { representation: 'date' });
}
