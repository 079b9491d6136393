import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseISO } from 'date-fns';
import { addDays, addMonthsToDate, monthOf, weekdayOf } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { FORMAT_LOCALE, isLanguage } from '@/i18n/detection';
import {
  isSelectable,
  monthWeeks,
  monthsInReach,
  previewRange,
  type CalendarRules,
} from './calendar-model';

export interface SearchCalendarProps {
  /** Desktop pages through `monthsShown` months side by side; mobile scrolls every month. */
  layout: 'paged' | 'scroll';
  monthsShown: 1 | 2;
  rules: CalendarRules;
  today: string;
  /** The chosen days: a range's ends, or one day (start = end). */
  start: string | null;
  end: string | null;
  /** A stay's start waiting for its end: enables the hover preview. */
  pendingStart: string | null;
  onPick: (date: string) => void;
}

/**
 * The search calendar (spec §4, §9): weeks start on Monday, past days and days beyond the
 * horizon are disabled, and with a start chosen the pointer (or the keyboard focus) previews the
 * range. Each month is an ARIA grid: arrow keys move by day and week, Home/End to the week's
 * ends, Page Up/Down by month, Enter or Space picks.
 */
export function SearchCalendar(props: SearchCalendarProps) {
  const { layout, monthsShown, rules, today, start, end, pendingStart, onPick } = props;
  const { t, i18n } = useTranslation('search-steps');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLanguage(lng) ? FORMAT_LOCALE[lng] : lng;
  const reach = useMemo(() => monthsInReach(today), [today]);
  const firstMonth = reach[0] as string;
  const lastMonth = reach[reach.length - 1] as string;
  const lastPageStart = reach[Math.max(0, reach.length - monthsShown)] as string;
  const clampPage = (m: string) =>
    m < firstMonth ? firstMonth : m > lastPageStart ? lastPageStart : m;
  const [page, setPage] = useState(() => clampPage(monthOf(start ?? today)));
  const [focusDate, setFocusDate] = useState(() => start ?? today);
  const [hovered, setHovered] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const months =
    layout === 'scroll'
      ? reach
      : Array.from({ length: monthsShown }, (_, i) => addMonthsToDate(page, i)).filter(
          (m) => m <= lastMonth,
        );
  const lastDay = addDays(addMonthsToDate(lastMonth, 1), -1);
  // The one cell Tab reaches: the focused day, or the first day in reach of the months shown.
  const firstShown = months[0] as string;
  const tabDate = months.includes(monthOf(focusDate))
    ? focusDate
    : firstShown < today
      ? today
      : firstShown;

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'narrow' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
    }),
    [locale],
  );
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i));

  // Mobile scrolls through every month: open on the chosen one rather than on today's.
  useEffect(() => {
    if (layout !== 'scroll' || !start) return;
    const heading = root.current?.querySelector(`#search-calendar-${monthOf(start)}`);
    heading?.scrollIntoView?.({ block: 'start' });
    // Only when the calendar opens: scrolling while the guest picks would move the grid away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, page]);

  const preview = previewRange(rules, pendingStart, hovered, today);
  const from = preview?.start ?? start;
  const to = preview?.end ?? (pendingStart ? null : end);

  const focusOn = (date: string) => {
    const next = date < today ? today : date > lastDay ? lastDay : date;
    if (layout === 'paged' && !months.includes(monthOf(next))) {
      setPage(
        clampPage(next < page ? monthOf(next) : addMonthsToDate(monthOf(next), 1 - monthsShown)),
      );
    }
    moveFocus.current = true;
    setFocusDate(next);
    if (pendingStart) setHovered(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, date: string) => {
    const weekday = weekdayOf(date);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, 1 - weekday),
      End: () => addDays(date, 7 - weekday),
      PageUp: () => addMonthsToDate(date, -1),
      PageDown: () => addMonthsToDate(date, 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      focusOn(move());
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(date);
    }
  };

  return (
    <div ref={root} className="relative">
      {layout === 'paged' && (
        <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-between">
          <NavButton
            label={t('dates.previousMonth')}
            disabled={page <= firstMonth}
            onClick={() => setPage(clampPage(addMonthsToDate(page, -1)))}
          />
          <NavButton
            label={t('dates.nextMonth')}
            disabled={page >= lastPageStart}
            onClick={() => setPage(clampPage(addMonthsToDate(page, 1)))}
            forward
          />
        </div>
      )}
      <div
        className={cn(layout === 'paged' ? 'flex gap-6' : 'flex flex-col gap-6', 'justify-center')}
        onMouseLeave={() => setHovered(null)}
      >
        {months.map((month) => {
          const headingId = `search-calendar-${month}`;
          return (
            <section key={month} className="w-full max-w-[18rem]">
              <h3
                id={headingId}
                className="mb-2 text-center text-sm font-semibold first-letter:uppercase"
                aria-live={layout === 'paged' ? 'polite' : undefined}
              >
                {formats.month.format(parseISO(month))}
              </h3>
              <table role="grid" aria-labelledby={headingId} className="w-full border-collapse">
                <thead>
                  <tr>
                    {weekdays.map((d) => (
                      <th
                        key={d.getDay()}
                        scope="col"
                        abbr={formats.weekdayLong.format(d)}
                        className="pb-1 text-xs font-medium text-muted"
                      >
                        {formats.weekdayShort.format(d)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week, w) => (
                    <tr key={w}>
                      {week.map((date, i) => {
                        if (!date) return <td key={`blank-${i}`} />;
                        const disabled = !isSelectable(
                          date,
                          today,
                          rules === 'hour' ? null : pendingStart,
                        );
                        const isEnd = date === from || date === to;
                        const between = from !== null && to !== null && date > from && date < to;
                        return (
                          <td
                            key={date}
                            role="gridcell"
                            data-date={date}
                            tabIndex={date === tabDate ? 0 : -1}
                            aria-selected={isEnd || between}
                            aria-disabled={disabled || undefined}
                            aria-current={date === today ? 'date' : undefined}
                            aria-label={formats.day.format(parseISO(date))}
                            onClick={() => onPick(date)}
                            onKeyDown={(e) => onKeyDown(e, date)}
                            onFocus={() => setFocusDate(date)}
                            onMouseEnter={() => setHovered(date)}
                            className={cn(
                              'h-9 p-0 text-center text-sm outline-none select-none',
                              between && 'bg-neutral-100',
                              date === from &&
                                to !== null &&
                                to !== from &&
                                'rounded-l-full bg-neutral-100',
                              date === to &&
                                from !== null &&
                                to !== from &&
                                'rounded-r-full bg-neutral-100',
                            )}
                          >
                            <span
                              className={cn(
                                'mx-auto flex size-9 items-center justify-center rounded-full',
                                disabled
                                  ? 'cursor-default text-neutral-300 line-through'
                                  : 'cursor-pointer hover:border hover:border-neutral-900',
                                date === today && !isEnd && 'font-semibold',
                                isEnd && 'bg-neutral-900 font-semibold text-white',
                                date === tabDate &&
                                  'ring-neutral-900 [td:focus-visible>&]:ring-2 [td:focus-visible>&]:ring-offset-1',
                              )}
                            >
                              {Number(date.slice(8))}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function NavButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  forward?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="pointer-events-auto rounded-full p-1.5 hover:bg-neutral-100 disabled:opacity-30"
    >
      <ChevronLeftIcon className={cn('size-4', props.forward && 'rotate-180')} />
    </button>
  );
}
