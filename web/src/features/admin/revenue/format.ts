import { useMemo } from 'react';
import { formatMoney } from '@arrendo/contracts/web';
import { useBookingFormat, useFormatLocale } from '@/features/bookings/format';

/**
 * The page's amounts (CLP, what the platform charged and pays out), instants (in the admin's own
 * clock) and months in the interface language. Modules the app already shares: a formatter of
 * its own shared with the host's payouts would be one more chunk every first visit's entry names.
 */
export function useRevenueFormat() {
  const locale = useFormatLocale();
  const { instant } = useBookingFormat();
  return useMemo(() => {
    const monthYear = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      /** `CLP$45,000`. */
      money: (amount: number) => formatMoney({ amount, currency: 'CLP' }, locale),
      /** `12 Mar 2027, 14:30`. */
      instant,
      /** `YYYY-MM` → 'March 2026', 'Marzo de 2026'. */
      month: (month: string) => {
        const text = monthYear.format(new Date(`${month}-01T12:00:00Z`));
        return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
      },
    };
  }, [locale, instant]);
}

export type RevenueFormat = ReturnType<typeof useRevenueFormat>;
