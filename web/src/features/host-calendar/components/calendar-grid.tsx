import { useMemo } from 'react';
import type { HostCalendar, ListingType } from '@arrendo/contracts/web';
import { dayState } from '@/features/calendar/calendar-days';
import { shownDay } from '@/features/calendar/imported-days';
import { monthGrid } from '@/lib/month-grid';
import { monthOfDay } from '@/features/host-dashboard/month';
import type { CalendarFormat } from '../use-calendar-format';
import { DayCell } from './day-cell';

export interface CalendarGridProps {
  /** `YYYY-MM`. */
  month: string;
  calendar: HostCalendar;
  listingType: ListingType;
  /** The selected day (`YYYY-MM-DD`). */
  selected: string;
  format: CalendarFormat;
  onSelect(date: string): void;
}

/**
 * The month's whole weeks from Sunday (as the dashboard's calendar), the weekday strip as the
 * table's column headings; the neighbouring months' days are empty cells. Each day's state is
 * the availability editor's (`dayState`): a booking, a block, a weekday closed every week, past.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { month, calendar, listingType, selected, format, onSelect } = props;
  const weeks = useMemo(() => weeksOf(month), [month]);
  // The column headings from the first week's dates, so they start where the grid does.
  const weekdays = (weeks[0] ?? []).map((date) => ({
    short: format.shortWeekday(date),
    long: format.weekday(date),
  }));
  return (
    <table aria-label={format.monthTitle(month)} className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {weekdays.map((w) => (
            <th
              key={w.long}
              scope="col"
              abbr={w.long}
              className="pb-2 text-center text-xs font-medium text-muted capitalize"
            >
              {w.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) =>
              monthOfDay(date) === month ? (
                <DayCell
                  key={date}
                  date={date}
                  {...shownDay(date, dayState(date, calendar, listingType), calendar)}
                  selected={date === selected}
                  isToday={date === calendar.today}
                  format={format}
                  onSelect={onSelect}
                />
              ) : (
                <td key={date} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The whole weeks covering `month` (`YYYY-MM`), Sunday first: rows of 7 dates. */
function weeksOf(month: string): string[][] {
  const days = monthGrid(`${month}-01`, 0);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}
