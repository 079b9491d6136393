import { FORMAT_LOCALE, isLanguage } from '@/i18n/detection';

/** "12 mar" / "Mar 12": a calendar day (ISO) as the bar shows it, in the interface language. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = isLanguage(language) ? FORMAT_LOCALE[language] : FORMAT_LOCALE.en;
  // A calendar day has no time zone: formatted in UTC so it never shifts by one.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
