import { useTranslation } from 'react-i18next';
import type { ShownDayState } from '@/features/calendar/imported-days';
import { cn } from '@/components/ui/cn';
import type { CalendarFormat } from '../use-calendar-format';

export interface DayCellProps {
  date: string;
  state: ShownDayState;
  /** The followed calendars (Airbnb…) holding the day busy, when `state` is `imported`. */
  importedBy: readonly string[];
  selected: boolean;
  isToday: boolean;
  format: CalendarFormat;
  onSelect(date: string): void;
}

// Every text at least 4.5:1 on its background (WCAG 1.4.3): past days are lighter, not faint.
const STATE_STYLES: Record<ShownDayState, string> = {
  past: 'bg-white text-neutral-500',
  beyond: 'bg-neutral-50 text-neutral-600',
  booked: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  pending: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
  blocked: 'bg-neutral-800 text-white hover:bg-neutral-700',
  weekly: 'bg-neutral-200 text-neutral-600 hover:bg-neutral-300',
  closed: 'bg-neutral-200 text-neutral-600 hover:bg-neutral-300',
  free: 'bg-white text-neutral-900 hover:bg-neutral-100',
  imported: 'bg-sky-100 text-sky-900 hover:bg-sky-200',
};

/** States a cell names in words on wide screens (phones show a mark, and the legend). */
const NAMED: ReadonlySet<ShownDayState> = new Set([
  'booked',
  'pending',
  'blocked',
  'weekly',
  'closed',
  'imported',
]);
const STRUCK: ReadonlySet<ShownDayState> = new Set(['blocked', 'weekly', 'closed', 'imported']);

/**
 * One day of the month: a button that selects it (`aria-pressed`), named by its date and its
 * state ('Monday, April 20, 2026, booked'); today is `aria-current="date"`. The state shows in
 * colour, in a mark (a dot for a booking, the number struck through when blocked) and, on wide
 * screens, in a word.
 */
export function DayCell({
  date,
  state,
  importedBy,
  selected,
  isToday,
  format,
  onSelect,
}: DayCellProps) {
  const { t } = useTranslation('host-calendar');
  const booked = state === 'booked' || state === 'pending';
  return (
    <td className="p-0.5 md:p-1">
      <button
        type="button"
        data-date={date}
        data-state={state}
        aria-pressed={selected}
        aria-current={isToday ? 'date' : undefined}
        aria-label={t('day.label', {
          date: format.fullDate(date),
          state: t(`state.${state}`, { names: importedBy.join(', ') }),
        })}
        onClick={() => onSelect(date)}
        className={cn(
          'relative flex h-12 w-full flex-col items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark md:h-20 md:items-start md:justify-between md:p-2',
          STATE_STYLES[state],
          selected && 'ring-2 ring-neutral-900 ring-offset-1',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-full',
            STRUCK.has(state) && !isToday && 'line-through',
            isToday && 'bg-brand font-bold text-white',
          )}
        >
          {Number(date.slice(8))}
        </span>
        {booked ? (
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current md:hidden" />
        ) : null}
        {NAMED.has(state) ? (
          <span aria-hidden="true" className="hidden truncate text-xs font-medium md:block">
            {t(`legend.${state}`)}
          </span>
        ) : null}
      </button>
    </td>
  );
}
