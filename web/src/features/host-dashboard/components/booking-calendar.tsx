import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import type { DashboardDay, DashboardGuests } from '../api';
import { calendarWeeks } from '../calendar-weeks';
import { monthOfDay, shiftMonth } from '../month';
import { useDashboardFormat } from '../use-dashboard-format';
import { CalendarDayCell } from './calendar-day-cell';

const HEADING_ID = 'host-dashboard-calendar';
const MONTH_ID = 'host-dashboard-calendar-month';

export interface BookingCalendarProps {
  /** `YYYY-MM`. */
  month: string;
  /** `YYYY-MM-DD`, the host's own date. */
  today: string;
  days: readonly DashboardDay[];
  guests: DashboardGuests;
  /** Another month was asked for (the page puts it in the address). */
  onMonthChange(month: string): void;
  onOpenDay(date: string, trigger: HTMLButtonElement): void;
  /** A day button was hovered or focused: the dialog's code may start loading. */
  onDayIntent(): void;
  /** The next month's figures are on their way: the grid shows the last month's meanwhile. */
  busy?: boolean;
}

/**
 * The month-grid booking calendar (spec 2.13): weeks from Sunday, Today and the neighbouring
 * months, each day's first three bookings and '+N more'.
 */
export function BookingCalendar(props: BookingCalendarProps) {
  const { month, today, days, guests, onMonthChange, onOpenDay, onDayIntent, busy } = props;
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  const weeks = useMemo(() => calendarWeeks(month), [month]);
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const thisMonth = monthOfDay(today);
  const weekdays = weekdayNames(weeks[0] ?? [], format.locale);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={HEADING_ID} className="text-lg font-semibold">
            {t('calendar.title')}
          </h2>
          <p id={MONTH_ID} className="text-sm text-muted" aria-live="polite">
            {format.monthTitle(month)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={month === thisMonth}
            onClick={() => onMonthChange(thisMonth)}
          >
            {t('calendar.today')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('calendar.previous')}
            disabled={!previous}
            onClick={() => previous && onMonthChange(previous)}
          >
            <ChevronLeftIcon className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('calendar.next')}
            disabled={!next}
            onClick={() => next && onMonthChange(next)}
          >
            <ChevronLeftIcon className="size-4 rotate-180" />
          </Button>
        </div>
      </header>
      <table
        aria-labelledby={`${HEADING_ID} ${MONTH_ID}`}
        aria-busy={busy || undefined}
        className="w-full table-fixed border-collapse transition-opacity aria-busy:opacity-60"
      >
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th
                key={w.long}
                scope="col"
                abbr={w.long}
                className="pb-2 text-center text-xs font-medium text-muted"
              >
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <CalendarDayCell
                  key={date}
                  date={date}
                  day={byDate.get(date)}
                  guests={guests}
                  inMonth={monthOfDay(date) === month}
                  isToday={date === today}
                  format={format}
                  onOpen={onOpenDay}
                  onIntent={onDayIntent}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The grid's column headings, from its first week's dates (so Sunday first). */
function weekdayNames(week: readonly string[], locale: string) {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return week.map((date) => {
    const at = new Date(`${date}T12:00:00Z`);
    return { short: short.format(at), long: long.format(at) };
  });
}
