import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  getISODay,
  parseISO,
  startOfMonth,
} from 'date-fns';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { cn } from '@/components/ui/cn';
import { isoDate } from '@/lib/iso-date';
import { monthTitle } from '@/lib/month-title';

interface DayGridProps {
  /** The first month shown (`YYYY-MM-DD` of any day in it). */
  initial: string;
  /** First and last month the visitor may page to. */
  min: string;
  max: string;
  isDisabled: (date: string) => boolean;
  /** Highlighted: a single day, or a range's ends (and the days between). */
  start?: string | null;
  end?: string | null;
  onPick: (date: string) => void;
}

/** One month of days as buttons; unavailable days are disabled, not hidden. */
export function DayGrid({ initial, min, max, isDisabled, start, end, onPick }: DayGridProps) {
  const { t, i18n } = useTranslation('listing');
  const [month, setMonth] = useState(() => startOfMonth(parseISO(initial)));
  const days = eachDayOfInterval({ start: month, end: endOfMonth(month) });
  const lead = getISODay(month) - 1;
  const monthName = monthTitle(month, i18n.resolvedLanguage ?? 'en');
  const weekdayFmt = new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'narrow' });
  const dayFmt = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'full' });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekdayFmt.format(new Date(2024, 0, 1 + i)));
  const canPrev = isoDate(month) > isoDate(startOfMonth(parseISO(min)));
  const canNext = isoDate(addMonths(month, 1)) <= max;

  return (
    <div data-testid="day-grid">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          disabled={!canPrev}
          aria-label={t('reserve.previousMonth')}
          className="rounded-full p-2 hover:bg-neutral-100 disabled:opacity-30"
        >
          <ChevronLeftIcon className="size-4" />
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {monthName}
        </p>
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          disabled={!canNext}
          aria-label={t('reserve.nextMonth')}
          className="rounded-full p-2 hover:bg-neutral-100 disabled:opacity-30"
        >
          <ChevronLeftIcon className="size-4 rotate-180" />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs text-muted" aria-hidden="true">
        {weekdays.map((w, i) => (
          <span key={i}>{w}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-y-1">
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} />
        ))}
        {days.map((d) => {
          const date = isoDate(d);
          const disabled = date < min || date > max || isDisabled(date);
          const isEnd = date === start || date === end;
          const between = Boolean(start && end && date > start && date < end);
          return (
            <button
              key={date}
              type="button"
              disabled={disabled}
              onClick={() => onPick(date)}
              aria-pressed={isEnd || between}
              aria-label={dayFmt.format(d)}
              data-date={date}
              className={cn(
                'mx-auto flex size-9 items-center justify-center rounded-full text-sm',
                disabled
                  ? 'text-neutral-300 line-through'
                  : 'hover:border hover:border-neutral-900',
                between && 'bg-neutral-100',
                isEnd && 'bg-neutral-900 font-semibold text-white',
              )}
            >
              {d.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
