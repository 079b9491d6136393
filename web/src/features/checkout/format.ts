import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';

/** The number/date locale of the interface language (es → es-CL). */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
}

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
