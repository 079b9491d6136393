import { useMemo } from 'react';
import { format } from 'date-fns';
import { formatMoney } from '@arrendo/contracts/web';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { useDateLocale } from '@/features/calendar/use-date-locale';

/** Claim amounts (whole pesos) and instants (the viewer's own clock) for people. */
export function useClaimFormat() {
  const dateLocale = useDateLocale();
  const numberLocale = useFormatLocale();
  return useMemo(
    () => ({
      numberLocale,
      money: (amount: number) => formatMoney({ amount, currency: 'CLP' }, numberLocale),
      instant: (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm', { locale: dateLocale }),
      day: (iso: string) => format(new Date(iso), 'd MMM yyyy', { locale: dateLocale }),
    }),
    [dateLocale, numberLocale],
  );
}
