import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL, toMajorUnits } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { convertMoney, displayPrice } from '@/features/preferences/price';

/** A local date or time as a UTC instant, so no time zone can move it to another day. */
const dateAt = (date: string) => new Date(`${date}T12:00:00Z`);
const timeAt = (time: string) => new Date(`1970-01-01T${time}:00Z`);

/**
 * The dashboard's amounts, dates and times in the visitor's language and currency. Amounts are
 * what the host earns, in CLP: converted to the chosen currency with its decimals (CLP none),
 * never with the guest's fees (the 'prices with taxes' toggle is about what guests pay).
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const { currency, rates } = useCurrencyState();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];

  return useMemo(() => {
    const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
    const compact = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const mediumDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    // lib/month-title.ts's rule, not its module: a module this page shared with the property page
    // would leave that page's chunk for one of its own, on the property page's first visit.
    const monthYear = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const clock = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    return {
      locale,
      currency,
      /** `CLP$45.000`, `$47.50`. */
      money: (amountClp: number) =>
        displayPrice(clp(amountClp), locale, { currency, rates, guestFees: null }),
      /** A chart axis's `CLP$1,2 M`. */
      moneyCompact: (amountClp: number) => {
        const converted = convertMoney(clp(amountClp), currency, rates);
        return `${CURRENCY_SYMBOL[currency]}${compact.format(toMajorUnits(converted))}`;
      },
      /** 'Thursday, March 5, 2026'. */
      fullDate: (date: string) => fullDate.format(dateAt(date)),
      /** 'Mar 5, 2026'. */
      date: (date: string) => mediumDate.format(dateAt(date)),
      /** `YYYY-MM` → 'March 2026', 'Marzo de 2026' (the calendar's heading, the chart's rows). */
      monthTitle: (month: string) => {
        const text = monthYear.format(dateAt(`${month}-01`));
        return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
      },
      /** `YYYY-MM` → 'Mar'. */
      shortMonth: (month: string) => shortMonth.format(dateAt(`${month}-01`)),
      /** `HH:MM` → '2:30 PM', '14:30'. */
      time: (time: string) => clock.format(timeAt(time)),
    };
  }, [locale, currency, rates]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
