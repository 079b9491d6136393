import { useMemo } from 'react';
import { format } from 'date-fns';
import { formatMoney } from '@arrendo/contracts/web';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { useDateLocale } from '@/features/calendar/use-date-locale';

/**
 * Payout amounts and dates for people, in the interface language. Amounts are CLP (every payment
 * is charged in it; never converted: a payout is what the bank moves); a line's amount is signed,
 * a refund's share below zero. Instants are shown in the viewer's own clock.
 */
export function usePayoutFormat() {
  const dateLocale = useDateLocale();
  const numberLocale = useFormatLocale();
  return useMemo(() => {
    const clp = (amount: number) => formatMoney({ amount, currency: 'CLP' }, numberLocale);
    const day = (iso: string) => format(new Date(iso), 'd MMM yyyy', { locale: dateLocale });
    const clock = (iso: string) => format(new Date(iso), 'HH:mm', { locale: dateLocale });
    return {
      /** `CLP$45,000`; below zero with a minus sign before the symbol, `−CLP$5,000`. */
      money: (amount: number) => (amount < 0 ? `−${clp(-amount)}` : clp(amount)),
      /** `12 Mar 2027`. */
      day,
      /** A booking's slot: `12 Mar 2027 – 15 Mar 2027`, or `12 Mar 2027, 10:00–14:00` in a day. */
      span: (startsAt: string, endsAt: string) =>
        day(startsAt) === day(endsAt)
          ? `${day(startsAt)}, ${clock(startsAt)}–${clock(endsAt)}`
          : `${day(startsAt)} – ${day(endsAt)}`,
    };
  }, [dateLocale, numberLocale]);
}

export type PayoutFormat = ReturnType<typeof usePayoutFormat>;
