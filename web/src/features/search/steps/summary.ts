import type { TFunction } from 'i18next';
import { FEATURED_CATEGORY } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, isLanguage } from '@/i18n/detection';
import type { GuestCounts, SearchDates } from '../state';
import { categoryLabelKey } from './what/category-icons';

/**
 * One-line summaries for the compact header, the mobile pill and the collapsed mobile steps:
 * "Dec 12 – 15" / "12–15 dic", "Dec 12, 10:00 AM · 2 h" / "12 dic, 10:00 · 2 h", "A weekend" /
 * "Un fin de semana", "2 guests, 1 infant, 1 pet" / "2 huéspedes, 1 bebé, 1 mascota". The
 * header renders these on the first paint, so they use Intl and the catalogues only.
 * `t` may be any namespace's: every key names its own.
 */

function formatLocale(locale: string): string {
  return isLanguage(locale) ? FORMAT_LOCALE[locale] : locale;
}

/** A calendar date at noon UTC, formatted in UTC: no time zone can move it to another day. */
function utcDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function dayParts(date: string, locale: string): { day: string; month: string } {
  const d = utcDate(date);
  return {
    day: String(d.getUTCDate()),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
      .format(d)
      .replace(/\.$/, ''),
  };
}

function formatTime(time: string, locale: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  // Chile reads 24-hour times ("10:00"); English readers get their "10:00 AM".
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...(locale.startsWith('es') ? { hourCycle: 'h23' as const } : {}),
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

export function summarizeDates(dates: SearchDates | null, t: TFunction, locale: string): string {
  if (!dates) return '';
  const loc = formatLocale(locale);
  switch (dates.kind) {
    case 'range': {
      const start = dayParts(dates.checkIn, loc);
      const end = dayParts(dates.checkOut, loc);
      const values = {
        startDay: start.day,
        startMonth: start.month,
        endDay: end.day,
        endMonth: end.month,
      };
      return dates.checkIn.slice(0, 7) === dates.checkOut.slice(0, 7)
        ? t('search-steps:summary.range', values)
        : t('search-steps:summary.rangeAcrossMonths', values);
    }
    case 'day': {
      const date = t('search-steps:summary.day', dayParts(dates.date, loc));
      if (dates.startTime === undefined || dates.hours === undefined) return date;
      return t('search-steps:summary.dayTime', {
        date,
        time: formatTime(dates.startTime, loc),
        hours: dates.hours,
      });
    }
    case 'flexible':
      return t(`search-steps:summary.flexible.${dates.flexibility}`);
  }
}

/** Guests (adults + children), then infants and pets when there are any. */
export function summarizeGuests(guests: GuestCounts, t: TFunction): string {
  const people = guests.adults + guests.children;
  const parts: string[] = [];
  if (people > 0) parts.push(t('search-steps:summary.guests', { count: people }));
  if (guests.infants > 0) parts.push(t('search-steps:summary.infants', { count: guests.infants }));
  if (guests.pets > 0) parts.push(t('search-steps:summary.pets', { count: guests.pets }));
  return parts.join(', ');
}

/** The chosen category, subcategory or stay theme; featured (no filter) shows nothing. */
export function summarizeCategory(category: string | null, t: TFunction): string {
  if (category === null || category === FEATURED_CATEGORY) return '';
  return t(categoryLabelKey(category));
}
