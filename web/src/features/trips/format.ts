import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { formatMoney } from '@arrendo/contracts/web';
import type { Booking, ClpAmount } from '@arrendo/contracts/web';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';

/** `HH:MM` plus whole hours, wrapping past midnight (a late session ends the next day). */
export function addHoursToTime(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (h * 60 + m + hours * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * Dates, times and amounts of bookings in the interface language. The booking's local fields
 * (`checkIn`, `date`, `startTime`) are already in the listing's time zone, so they are formatted
 * as they are, never converted to the viewer's zone.
 */
export function useBookingFormat() {
  const { i18n } = useTranslation();
  const locale = useDateLocale();
  const lng = i18n.resolvedLanguage;
  const numberLocale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];

  const day = useCallback(
    (isoDate: string) => format(parseISO(isoDate), 'EEE d MMM yyyy', { locale }),
    [locale],
  );
  /** An instant (payment date, cancellation) in the viewer's own clock. */
  const instant = useCallback(
    (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm', { locale }),
    [locale],
  );
  const clp = useCallback((m: ClpAmount) => formatMoney(m, numberLocale), [numberLocale]);

  /** "Fri 12 Mar 2027 – Mon 15 Mar 2027" or "Fri 12 Mar 2027 · 10:00–13:00". */
  const when = useCallback(
    (b: Pick<Booking, 'checkIn' | 'checkOut' | 'date' | 'startTime' | 'hours'>) => {
      if (b.checkIn && b.checkOut) return `${day(b.checkIn)} – ${day(b.checkOut)}`;
      if (b.date && b.startTime && b.hours)
        return `${day(b.date)} · ${b.startTime}–${addHoursToTime(b.startTime, b.hours)}`;
      return b.date ? day(b.date) : '';
    },
    [day],
  );

  return { day, instant, clp, when, numberLocale };
}
