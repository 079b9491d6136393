import { useCallback } from 'react';
import { format, parseISO } from 'date-fns';
import { formatMoney } from '@arrendo/contracts/web';
import type { Booking, ClpAmount } from '@arrendo/contracts/web';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { useFormatLocale } from './format-locale';

// Apart so the price lines (on the property page) do not pull date-fns and its locales in.
export { useFormatLocale } from './format-locale';

/**
 * A booking's local calendar date (`2027-03-12`, already in the listing's time zone) for people.
 * Read as a UTC date and formatted in UTC so the visitor's own zone cannot move it a day.
 */
export function formatLocalDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant's wall-clock time in the listing's time zone, 24-hour `HH:MM`. */
export function formatTimeIn(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** An instant for the visitor (their own zone): when a request's answer is due. */
export function formatInstant(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

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
  const locale = useDateLocale();
  const numberLocale = useFormatLocale();

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
