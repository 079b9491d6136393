import { formatMoney, type Locale } from '@arrendo/contracts';

/** The number and date conventions of each language: Chilean Spanish, US English. */
const INTL_LOCALE: Record<Locale, string> = { es: 'es-CL', en: 'en-US' };

/** `CLP$45.000` in Spanish, `CLP$45,000` in English (whole pesos: CLP has no minor unit). */
export function clp(amount: number, locale: Locale): string {
  return formatMoney({ amount, currency: 'CLP' }, INTL_LOCALE[locale]);
}

/**
 * A local calendar date (`YYYY-MM-DD`, already in the listing's time zone) as people read it:
 * `vie, 4 dic 2026` / `Fri, Dec 4, 2026`. Formatted at UTC midnight so no zone can shift the day.
 */
export function localDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant as the wall clock of `timeZone` shows it: `sáb, 5 dic, 15:30` / `Sat, Dec 5, 15:30`. */
export function localInstant(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Nights between two local dates (check-out excluded). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000,
  );
}

/** `HH:MM` plus whole hours on a 24-hour clock (an hourly booking may end after midnight). */
export function endTime(startTime: string, hours: number): string {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const end = (h + hours) % 24;
  return `${String(end).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
