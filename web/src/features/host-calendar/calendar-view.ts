import type { HostCalendar } from '@arrendo/contracts/web';
import { monthBounds } from '@/features/calendar/calendar-days';
import { monthOfDay, shiftMonth } from '@/features/host-dashboard/month';
import type { HostCalendarSearch } from './search';

/** What the calendar shows: a month (`YYYY-MM`), its selected day and where it may move. */
export interface CalendarView {
  month: string;
  /** The selected day, always in `month`. */
  date: string;
  /** The month holding the listing's today (the 'Today' button's). */
  thisMonth: string;
  previous: string | null;
  next: string | null;
}

/**
 * The months a host may look at (`YYYY-MM`): from the listing's this month to the one holding the
 * horizon's last day, as the availability editor. The calendar's bookings start today, so an
 * earlier month would show nothing true.
 */
export function viewBounds(calendar: Pick<HostCalendar, 'today' | 'horizonEnd'>) {
  const { first, last } = monthBounds(calendar);
  return { first: monthOfDay(first), last: monthOfDay(last) };
}

/** The selected day when the address names none: today in this month, else the month's first. */
export function defaultDate(month: string, today: string): string {
  return monthOfDay(today) === month ? today : `${month}-01`;
}

/**
 * The address's month when the listing's calendar has it (else the selected day's month, else
 * this month), and its selected day when that lies in the month (else the default day).
 */
export function calendarView(
  search: HostCalendarSearch,
  calendar: Pick<HostCalendar, 'today' | 'horizonEnd'>,
): CalendarView {
  const { first, last } = viewBounds(calendar);
  const within = (month: string) => month >= first && month <= last;
  const dateMonth = search.date ? monthOfDay(search.date) : undefined;
  let month = first;
  if (search.month && within(search.month)) month = search.month;
  else if (dateMonth && within(dateMonth)) month = dateMonth;
  const date =
    search.date && monthOfDay(search.date) === month
      ? search.date
      : defaultDate(month, calendar.today);
  return {
    month,
    date,
    thisMonth: first,
    previous: month > first ? shiftMonth(month, -1) : null,
    next: month < last ? shiftMonth(month, 1) : null,
  };
}
