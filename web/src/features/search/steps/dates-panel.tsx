import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, Flexibility } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import type { SearchDates } from '../state';
import {
  isStartTimeOpen,
  maxHoursFrom,
  minutesNowInChile,
  pickDay,
  quickPickRange,
  todayInChile,
  type CalendarRules,
  type QuickPick,
} from './dates/calendar-model';
import { SearchCalendar } from './dates/search-calendar';
import { TimeChooser } from './dates/time-chooser';
import type { DatesPanelProps } from './types';

type DayDates = Extract<SearchDates, { kind: 'day' }>;

/** A day with a start time and a length is a complete hourly choice. */
function dayIsComplete(d: DayDates): boolean {
  return d.startTime !== undefined && d.hours !== undefined;
}

/**
 * The When step (spec §2.3, §2.5, §4). Per day: a range of nights, quick picks, or a flexible
 * stay (a weekend, a week, a month). Per hour: one day, then a start time and a number of hours.
 * A stay's first click is kept here until its end is chosen: the search state only ever holds
 * complete ranges.
 */
export function DatesPanel({ variant, mode, value, onChange }: DatesPanelProps) {
  const { t } = useTranslation('search-steps');
  const [today] = useState(() => todayInChile());
  const [nowMinutes] = useState(() => minutesNowInChile());
  const [tab, setTab] = useState<'exact' | 'flexible'>(
    mode === 'day' && value?.kind === 'flexible' ? 'flexible' : 'exact',
  );
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const optionId = useId();
  const hourly = mode === 'hour';
  const rules: CalendarRules = hourly
    ? 'hour'
    : variant === 'desktop'
      ? 'desktop-day'
      : 'mobile-day';
  const day: DayDates | null = value?.kind === 'day' ? value : null;
  const range = value?.kind === 'range' ? value : null;

  /** Keeps the time and length when still possible on the new day (not in its past). */
  const chooseDay = (date: string) => {
    const keepTime = day?.startTime && isStartTimeOpen(date, day.startTime, today, nowMinutes);
    const next: DayDates = keepTime
      ? { kind: 'day', date, startTime: day.startTime, ...(day.hours ? { hours: day.hours } : {}) }
      : { kind: 'day', date, ...(day?.hours ? { hours: day.hours } : {}) };
    onChange(next, dayIsComplete(next));
  };

  const onPick = (date: string) => {
    const pick = pickDay(rules, pendingStart, date, today);
    switch (pick.kind) {
      case 'ignore':
        return;
      case 'day':
        chooseDay(pick.date);
        return;
      case 'start':
        setPendingStart(pick.date);
        // A new start replaces the range shown: the old one is no longer the choice.
        if (value !== null) onChange(null, false);
        return;
      case 'range':
        setPendingStart(null);
        onChange({ kind: 'range', checkIn: pick.checkIn, checkOut: pick.checkOut }, true);
    }
  };

  const onQuickPick = (pick: QuickPick) => {
    setPendingStart(null);
    if (hourly) {
      chooseDay(pick === 'today' ? today : addDays(today, 1));
      return;
    }
    onChange({ kind: 'range', ...quickPickRange(pick, today) }, true);
  };

  const quickPicks: QuickPick[] = hourly ? ['today', 'tomorrow'] : ['today', 'tomorrow', 'weekend'];
  const desktop = variant === 'desktop';
  // Flexible stays are homes only: an hourly search always picks its day.
  const showFlexible = !hourly && tab === 'flexible';
  const calendar = (
    <div className={cn(!desktop && 'max-h-[50vh] overflow-y-auto')}>
      <SearchCalendar
        layout={desktop ? 'paged' : 'scroll'}
        monthsShown={desktop && !hourly ? 2 : 1}
        rules={rules}
        today={today}
        start={pendingStart ?? range?.checkIn ?? day?.date ?? null}
        end={pendingStart ? null : (range?.checkOut ?? day?.date ?? null)}
        pendingStart={pendingStart}
        onPick={onPick}
      />
    </div>
  );

  const modeSwitch = !hourly && (
    <div
      role="radiogroup"
      aria-label={t('dates.modeLabel')}
      className={cn('flex shrink-0 rounded-full bg-neutral-100 p-1', !desktop && 'mx-auto')}
    >
      {(['exact', 'flexible'] as const).map((key) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={tab === key}
          onClick={() => setTab(key)}
          className={cn(
            'rounded-full px-4 py-1 text-sm font-medium',
            tab === key ? 'bg-white shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {t(`dates.${key}`)}
        </button>
      ))}
    </div>
  );

  const quickPickButtons = !showFlexible && (
    <div role="group" aria-label={t('dates.quickPicks')} className="flex flex-wrap gap-2">
      {quickPicks.map((pick) => (
        <button
          key={pick}
          type="button"
          onClick={() => onQuickPick(pick)}
          className="rounded-full border border-neutral-300 px-3 py-1 text-sm whitespace-nowrap hover:border-neutral-900"
        >
          {t(`dates.${pick}`)}
        </button>
      ))}
    </div>
  );

  const clearButton = !showFlexible && (value !== null || pendingStart !== null) && (
    <button
      type="button"
      onClick={() => {
        setPendingStart(null);
        onChange(null, false);
      }}
      className="ml-auto shrink-0 rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap underline hover:bg-neutral-100"
    >
      {t('dates.clear')}
    </button>
  );

  // Desktop fits the popup's 420 px: one toolbar row above two months (spec §2.3).
  const toolbar = desktop ? (
    <div className="flex items-center gap-3">
      {modeSwitch}
      {quickPickButtons}
      {clearButton}
    </div>
  ) : (
    <div className="flex flex-col gap-3">
      {modeSwitch}
      <div className="flex items-center gap-2">
        {quickPickButtons}
        {clearButton}
      </div>
    </div>
  );

  const flexible = (
    <div className="flex flex-col items-center gap-3 py-2">
      <h3 className="text-base font-semibold">{t('dates.howLong')}</h3>
      <div className={cn('grid w-full gap-3', desktop ? 'grid-cols-3' : 'grid-cols-1')}>
        {Flexibility.options.map((f) => {
          const chosen = value?.kind === 'flexible' && value.flexibility === f;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={chosen}
              aria-labelledby={`${optionId}-${f}`}
              aria-describedby={`${optionId}-${f}-detail`}
              onClick={() => {
                setPendingStart(null);
                onChange({ kind: 'flexible', flexibility: f }, true);
              }}
              className={cn(
                'flex flex-col items-start gap-1 rounded-xl border px-4 py-3 text-left',
                chosen
                  ? 'border-neutral-900 bg-neutral-50'
                  : 'border-neutral-300 hover:border-neutral-900',
              )}
            >
              <span id={`${optionId}-${f}`} className="text-sm font-semibold">
                {t(`dates.stay.${f}`)}
              </span>
              <span id={`${optionId}-${f}-detail`} className="text-xs text-muted">
                {t(`dates.stayDetail.${f}`)}
              </span>
            </button>
          );
        })}
      </div>
      <p className="text-center text-xs text-muted">{t('dates.flexibleHint')}</p>
    </div>
  );

  return (
    <div data-testid="dates-panel" className="flex flex-col gap-3">
      {toolbar}
      {pendingStart && (
        // Desktop has no room for a line of text; screen readers still hear it.
        <p role="status" className={cn('text-sm text-muted', desktop && 'sr-only')}>
          {t('dates.chooseEnd')}
        </p>
      )}
      {showFlexible ? (
        flexible
      ) : hourly ? (
        <div className={cn(desktop ? 'grid grid-cols-[1fr_12rem] gap-6' : 'flex flex-col gap-4')}>
          {calendar}
          <TimeChooser
            date={day?.date ?? null}
            startTime={day?.startTime}
            hours={day?.hours}
            today={today}
            nowMinutes={nowMinutes}
            onChange={({ startTime, hours }) => {
              if (!day) return;
              const next: DayDates = {
                kind: 'day',
                date: day.date,
                ...(startTime ? { startTime } : {}),
                ...(hours && (!startTime || hours <= maxHoursFrom(startTime)) ? { hours } : {}),
              };
              onChange(next, dayIsComplete(next));
            }}
          />
        </div>
      ) : (
        calendar
      )}
    </div>
  );
}
