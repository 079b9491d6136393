import { useMemo } from 'react';
import { formatMoney } from '@arrendo/contracts/web';
import { useFormatLocale } from '@/features/bookings/format-locale';
import type { DashboardBucket } from './series';

/** A local date as a UTC instant, so no time zone can move it to another day. */
const dateAt = (date: string) => new Date(`${date}T12:00:00Z`);

/** The dashboard's counts, CLP amounts (as /admin/revenue shows them) and dates. */
export function useDashboardFormat() {
  const locale = useFormatLocale();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const dayMonth = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const mediumDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDate = (date: string) => dayMonth.format(dateAt(date));
    return {
      /** `1,234`. */
      count: (n: number) => integer.format(n),
      /** `CLP$45,000`. */
      money: (amount: number) => formatMoney({ amount, currency: 'CLP' }, locale),
      /** 'Mar 5': the charts' axis. */
      shortDate,
      /** 'Mar 5, 2026'. */
      date: (date: string) => mediumDate.format(dateAt(date)),
      /** A day, 'Mar 5, 2026', or a week, 'Mar 2 – Mar 8'. */
      bucket: (bucket: Pick<DashboardBucket, 'from' | 'to'>) =>
        bucket.from === bucket.to
          ? mediumDate.format(dateAt(bucket.from))
          : `${shortDate(bucket.from)} – ${shortDate(bucket.to)}`,
    };
  }, [locale]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
