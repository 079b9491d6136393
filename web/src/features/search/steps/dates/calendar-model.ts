import {
  addDays,
  addMonthsToDate,
  comingFriday,
  DEFAULT_TIME_ZONE,
  LIMITS,
  minutesOf,
  monthOf,
  todayIn,
} from '@arrendo/contracts/web';
import { monthGrid } from '@/lib/month-grid';

/**
 * The search calendar's rules (spec §4 "Calendar selection", §5, §9) as pure functions over
 * `YYYY-MM-DD` strings, so the panels only render and every rule is tested on its own.
 */

/** Today in Chile: every listing's calendar is Chilean, whatever the visitor's own clock says. */
export function todayInChile(now: Date = new Date()): string {
  return todayIn(DEFAULT_TIME_ZONE, now);
}

/** The wall-clock minutes since midnight in Chile (hourly searches cannot start in the past). */
export function minutesNowInChile(now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The first day past the search horizon (spec §9: 6 months), exclusive for nights. */
export function horizonEnd(today: string): string {
  return addMonthsToDate(today, LIMITS.availabilityHorizonMonths);
}

/** The months the calendar may show: this month to the one holding the horizon's end. */
export function monthsInReach(today: string): string[] {
  const last = monthOf(horizonEnd(today));
  const months: string[] = [];
  for (let m = monthOf(today); m <= last; m = addMonthsToDate(m, 1)) months.push(m);
  return months;
}

/** A month's weeks, Monday first; days of the neighbouring months are null (blank cells). */
export function monthWeeks(month: string): (string | null)[][] {
  const days = monthGrid(month).map((d) => (monthOf(d) === monthOf(month) ? d : null));
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

export type CalendarRules = 'desktop-day' | 'mobile-day' | 'hour';

/**
 * Whether a day can be clicked. A night (a range's start, an hourly day) must lie in
 * `[today, horizonEnd)`; with a start chosen, a check-out may also fall on `horizonEnd`, the
 * morning after the last night in reach.
 */
export function isSelectable(date: string, today: string, pendingStart: string | null): boolean {
  const end = horizonEnd(today);
  if (date < today) return false;
  if (date < end) return true;
  return date === end && pendingStart !== null && pendingStart < date;
}

export type Pick =
  /** Nothing happens (the same start twice, or a disabled day). */
  | { kind: 'ignore' }
  /** A new start; the range is not complete yet. */
  | { kind: 'start'; date: string }
  /** A complete stay: the panel reports it with `done`. */
  | { kind: 'range'; checkIn: string; checkOut: string }
  /** Hourly: one day is the whole choice of date. */
  | { kind: 'day'; date: string };

/**
 * One click on `date` (spec §4): the first click sets the start, the second the end. On the
 * desktop homes calendar a click that is not after the start restarts from it; elsewhere the
 * two ends are swapped. The same start clicked twice is ignored. Hourly: a single day.
 */
export function pickDay(
  rules: CalendarRules,
  pendingStart: string | null,
  date: string,
  today: string,
): Pick {
  if (!isSelectable(date, today, rules === 'hour' ? null : pendingStart)) return { kind: 'ignore' };
  if (rules === 'hour') return { kind: 'day', date };
  if (pendingStart === null) return { kind: 'start', date };
  if (date === pendingStart) return { kind: 'ignore' };
  if (date > pendingStart) return { kind: 'range', checkIn: pendingStart, checkOut: date };
  if (rules === 'desktop-day') return { kind: 'start', date };
  return { kind: 'range', checkIn: date, checkOut: pendingStart };
}

/** The range drawn while the pointer rests on `hovered` with only a start chosen. */
export function previewRange(
  rules: CalendarRules,
  pendingStart: string | null,
  hovered: string | null,
  today: string,
): { start: string; end: string } | null {
  if (rules === 'hour' || !pendingStart || !hovered || hovered === pendingStart) return null;
  const pick = pickDay(rules, pendingStart, hovered, today);
  return pick.kind === 'range' ? { start: pick.checkIn, end: pick.checkOut } : null;
}

export type QuickPick = 'today' | 'tomorrow' | 'weekend';

/**
 * Spec §2.5 quick picks. Stays: Hoy = tonight, Mañana = tomorrow night, Fin de semana = the
 * coming Friday to Sunday (two nights). Hourly: the day itself (a weekend is not one day).
 */
export function quickPickRange(
  pick: QuickPick,
  today: string,
): { checkIn: string; checkOut: string } {
  const checkIn =
    pick === 'today' ? today : pick === 'tomorrow' ? addDays(today, 1) : comingFriday(today);
  return { checkIn, checkOut: addDays(checkIn, pick === 'weekend' ? 2 : 1) };
}

/** Start times on the hour and half hour (contracts' `LocalTime`). */
export const START_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 === 0 ? '00' : '30'}`;
});

export const MAX_HOURS = 12;

/** An hourly booking ends by midnight of its day, and lasts 1–12 hours. */
export function maxHoursFrom(startTime: string): number {
  return Math.min(MAX_HOURS, Math.floor((24 * 60 - minutesOf(startTime)) / 60));
}

/** Today's start times that already passed cannot be chosen. */
export function isStartTimeOpen(
  date: string,
  startTime: string,
  today: string,
  nowMinutes: number,
): boolean {
  return date > today || (date === today && minutesOf(startTime) > nowMinutes);
}
