import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';

/** A local date or time as a UTC instant, so no time zone can move it to another day. */
const dateAt = (date: string) => new Date(`${date}T12:00:00Z`);
const timeAt = (minutes: number) => new Date(Date.UTC(1970, 0, 1, 0, minutes % (24 * 60)));

/**
 * The calendar's dates and times in the interface's language. The listing's dates are local
 * dates (`YYYY-MM-DD`) formatted as such: never moved by the browser's time zone. Not the
 * dashboard's formatter: that one brings the currency's code for amounts this page never shows.
 */
export function useCalendarFormat() {
  const { i18n } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  return useMemo(() => {
    const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const mediumDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const shortWeekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const clock = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const sentence = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    return {
      locale,
      /** The text with its first letter capitalised ('booked' → 'Booked'). */
      sentence,
      /** 'Thursday, March 5, 2026'. */
      fullDate: (date: string) => fullDate.format(dateAt(date)),
      /** 'Mar 5, 2026'. */
      date: (date: string) => mediumDate.format(dateAt(date)),
      /** 'Thursday'. */
      weekday: (date: string) => weekday.format(dateAt(date)),
      /** 'Thu'. */
      shortWeekday: (date: string) => shortWeekday.format(dateAt(date)),
      /** `YYYY-MM` → 'March 2026', 'Marzo de 2026'. */
      monthTitle: (month: string) => sentence(monthYear.format(dateAt(`${month}-01`))),
      /** Minutes since midnight → '2:30 PM', '14:30' (a session may end after midnight). */
      time: (minutes: number) => clock.format(timeAt(minutes)),
    };
  }, [locale]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
