import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { isRange, type SeriesBucket } from './series';

/** A local date as a UTC instant, so no time zone can move it to another day. */
const dateAt = (date: string) => new Date(`${date}T12:00:00Z`);

/** The page's counts, rates and dates in the visitor's language. */
export function usePerformanceFormat() {
  const { i18n } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];

  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const dayMonth = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const mediumDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDate = (date: string) => dayMonth.format(dateAt(date));
    return {
      locale,
      /** `1,234`. */
      count: (n: number) => integer.format(n),
      /** A share as a percentage, `2.5%`; null stays null (the caller says why). */
      rate: (share: number | null) => (share === null ? null : percent.format(share)),
      /** 'Mar 5': the chart's axis. */
      shortDate,
      /** 'Mar 5, 2026'. */
      date: (date: string) => mediumDate.format(dateAt(date)),
      /** A day, 'Mar 5, 2026', or a week, 'Mar 2 – Mar 8'. */
      bucket: (bucket: Pick<SeriesBucket, 'from' | 'to'>) =>
        isRange(bucket)
          ? `${shortDate(bucket.from)} – ${shortDate(bucket.to)}`
          : mediumDate.format(dateAt(bucket.from)),
    };
  }, [locale]);
}

export type PerformanceFormat = ReturnType<typeof usePerformanceFormat>;
