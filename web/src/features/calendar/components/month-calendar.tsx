import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import {
  addDays,
  addMonthsToDate,
  monthOf,
  type HostCalendar,
  type ListingType,
} from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { monthGrid } from '@/lib/month-grid';
import { dayState, isEditable, monthBounds, rangeOf } from '../calendar-days';
import { shownDay, type ShownDayState } from '../imported-days';
import { useDateLocale } from '../use-date-locale';

export interface MonthCalendarProps {
  calendar: HostCalendar;
  listingType: ListingType;
  /** Block (or unblock) `[start, end)`; the action follows the first day picked. */
  onChange: (change: { action: 'block' | 'unblock'; start: string; end: string }) => void;
  busy?: boolean;
}

type Action = 'block' | 'unblock';

const IMPORTED_SWATCH =
  'bg-[repeating-linear-gradient(135deg,var(--color-sky-100)_0_4px,var(--color-sky-200)_4px_8px)]';

const STATE_STYLES: Record<ShownDayState, string> = {
  past: 'text-neutral-300 cursor-not-allowed',
  beyond: 'text-neutral-300 cursor-not-allowed',
  booked: 'bg-emerald-100 text-emerald-900 cursor-default',
  pending: 'bg-amber-100 text-amber-900 cursor-default',
  blocked: 'bg-neutral-800 text-white line-through hover:bg-neutral-700',
  weekly: 'bg-neutral-200 text-neutral-500 cursor-default',
  closed: 'bg-neutral-200 text-neutral-500 cursor-default',
  // Stripes as well as colour: busy elsewhere reads apart from booked here without hue.
  imported: `${IMPORTED_SWATCH} text-sky-950 cursor-default`,
  free: 'bg-white text-neutral-900 hover:bg-neutral-100',
};

/**
 * One month of the host's calendar (weeks start on Monday). A click toggles a day; a drag, a
 * shift-click or "select a range" (for touch and keyboard) picks a range, blocked or unblocked
 * as its first day was. Bookings, and days busy in a calendar the listing follows, are shown but
 * cannot be changed.
 */
export function MonthCalendar({ calendar, listingType, onChange, busy }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  const locale = useDateLocale();
  const { first, last } = monthBounds(calendar);
  // Why a day busy in a followed calendar cannot be changed here, after a click on one.
  const [notice, setNotice] = useState<string | null>(null);
  const [month, setMonth] = useState(first);
  // The last day clicked and what the click did: a shift-click extends that to a range.
  const [anchor, setAnchor] = useState<{ date: string; action: Action | null } | null>(null);
  const [rangeMode, setRangeMode] = useState(false);
  const [drag, setDrag] = useState<{ from: string; to: string } | null>(null);
  const suppressClick = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);

  const days = monthGrid(month);
  const stateOf = (date: string) => dayState(date, calendar, listingType);
  const weekdays = days.slice(0, 7).map((d) => format(parseISO(d), 'EEEEEE', { locale }));

  const actionFor = (date: string): Action => (stateOf(date) === 'blocked' ? 'unblock' : 'block');
  const apply = (from: string, to: string, action: Action = actionFor(from)) => {
    onChange({ action, ...rangeOf(from, to) });
  };

  useEffect(() => {
    if (!drag) return;
    const end = () => {
      if (drag.from !== drag.to) {
        // The click that may follow this pointerup is part of the drag, not a new pick.
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        apply(drag.from, drag.to);
      }
      setDrag(null);
    };
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  });

  useEffect(() => {
    if (!focusDate) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const inDrag = (date: string) => {
    if (!drag) return false;
    const r = rangeOf(drag.from, drag.to);
    return r.start <= date && date < r.end;
  };

  const onDayClick = (date: string, shift: boolean) => {
    setNotice(null);
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if ((shift || rangeMode) && anchor) {
      apply(anchor.date, date, anchor.action ?? actionFor(anchor.date));
      setAnchor(null);
      return;
    }
    if (rangeMode) {
      setAnchor({ date, action: null });
      return;
    }
    const action = actionFor(date);
    setAnchor({ date, action });
    onChange({ action, start: date, end: addDays(date, 1) });
  };

  const onPointerDown = (date: string, event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || event.shiftKey) return;
    setDrag({ from: date, to: date });
  };

  const onKeyDown = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const target = addDays(date, by);
    const targetMonth = monthOf(target);
    if (targetMonth < first || targetMonth > last) return;
    if (targetMonth !== month) setMonth(targetMonth);
    setFocusDate(target);
  };

  const names = (importedBy: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(importedBy);
  const label = (date: string, state: ShownDayState, importedBy: string[]) =>
    t('day.label', {
      date: format(parseISO(date), 'PPPP', { locale }),
      state:
        state === 'imported'
          ? t('state.imported', { names: names(importedBy) })
          : t(`state.${state}`),
    });
  const explainImported = (importedBy: string[]) =>
    setNotice(t('imported.notice', { count: importedBy.length, names: names(importedBy) }));

  return (
    <div className="w-full max-w-md">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          className="rounded-full p-2 hover:bg-neutral-100 disabled:opacity-30"
          onClick={() => setMonth(addMonthsToDate(month, -1))}
          disabled={month <= first}
          aria-label={t('month.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="text-base font-semibold capitalize" aria-live="polite">
          {format(parseISO(month), 'LLLL yyyy', { locale })}
        </h3>
        <button
          type="button"
          className="rounded-full p-2 hover:bg-neutral-100 disabled:opacity-30"
          onClick={() => setMonth(addMonthsToDate(month, 1))}
          disabled={month >= last}
          aria-label={t('month.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-neutral-500"
        aria-hidden="true"
      >
        {weekdays.map((w) => (
          <div key={w} className="capitalize">
            {w}
          </div>
        ))}
      </div>
      <div
        ref={gridRef}
        className="mt-1 grid select-none grid-cols-7 gap-1"
        role="group"
        aria-label={t('month.grid', { month: format(parseISO(month), 'LLLL yyyy', { locale }) })}
        aria-busy={busy || undefined}
      >
        {days.map((date) => {
          const outside = monthOf(date) !== month;
          if (outside) return <div key={date} aria-hidden="true" />;
          const { state, importedBy } = shownDay(date, stateOf(date), calendar);
          const editable = state !== 'imported' && isEditable(state);
          const isToday = date === calendar.today;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              data-state={state}
              disabled={state === 'past' || state === 'beyond'}
              aria-disabled={!editable || undefined}
              aria-pressed={state === 'blocked'}
              aria-label={label(date, state, importedBy)}
              aria-current={isToday ? 'date' : undefined}
              onClick={(e) => {
                if (editable) onDayClick(date, e.shiftKey);
                else if (state === 'imported') explainImported(importedBy);
              }}
              onPointerDown={(e) => editable && onPointerDown(date, e)}
              onPointerEnter={() => drag && editable && setDrag({ ...drag, to: date })}
              onKeyDown={(e) => onKeyDown(date, e)}
              className={cn(
                'relative flex aspect-square items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark',
                STATE_STYLES[state],
                isToday && 'font-bold ring-2 ring-brand',
                inDrag(date) && 'ring-2 ring-neutral-900',
                anchor?.date === date && rangeMode && 'ring-2 ring-neutral-900',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-sky-950">
        {notice}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={rangeMode}
          onClick={() => {
            setRangeMode(!rangeMode);
            setAnchor(null);
          }}
          className={cn(
            'rounded-full border px-3 py-1 text-sm',
            rangeMode ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300',
          )}
        >
          {t('range.toggle')}
        </button>
        <p className="text-xs text-neutral-500">
          {rangeMode ? (anchor ? t('range.pickEnd') : t('range.pickStart')) : t('range.hint')}
        </p>
      </div>
      <Legend />
    </div>
  );
}

function Legend() {
  const { t } = useTranslation('calendar');
  const items: { state: ShownDayState; className: string }[] = [
    { state: 'free', className: 'border border-neutral-300 bg-white' },
    { state: 'blocked', className: 'bg-neutral-800' },
    { state: 'booked', className: 'bg-emerald-100 border border-emerald-300' },
    { state: 'pending', className: 'bg-amber-100 border border-amber-300' },
    { state: 'weekly', className: 'bg-neutral-200' },
    { state: 'imported', className: cn(IMPORTED_SWATCH, 'border border-sky-300') },
  ];
  return (
    <ul
      className="mt-4 grid grid-cols-2 gap-2 text-xs text-neutral-700 sm:grid-cols-3"
      aria-label={t('legend.title')}
    >
      {items.map((item) => (
        <li key={item.state} className="flex items-center gap-2">
          <span className={cn('inline-block size-4 rounded', item.className)} aria-hidden="true" />
          {t(`legend.${item.state}`)}
        </li>
      ))}
    </ul>
  );
}
