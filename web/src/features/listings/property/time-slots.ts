import { minutesOf, weekdayOf, type OpeningHours } from '@arrendo/contracts/web';

/** Start times are offered every half hour, as opening hours are. */
export const SLOT_STEP_MINUTES = 30;

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export interface DayWindow {
  open: number;
  close: number;
}

/**
 * The minutes a space is open on `date`. No opening hours at all (unknown, or never set by the
 * host) means we cannot tell: the whole day is offered and the host confirms. Otherwise a
 * weekday without hours is closed (null).
 */
export function openWindow(date: string, openingHours: OpeningHours[] | null): DayWindow | null {
  if (!openingHours || openingHours.length === 0) return { open: 0, close: 24 * 60 };
  const hours = openingHours.find((h) => h.weekday === weekdayOf(date));
  return hours ? { open: minutesOf(hours.open), close: minutesOf(hours.close) } : null;
}

export interface BusyMinutes {
  start: number;
  end: number;
}

/** A busy instant range as minutes of the listing's local `date` (clipped to that day). */
export function busyOnDate(
  busy: { startsAt: string; endsAt: string }[],
  date: string,
  timeZone: string,
): BusyMinutes[] {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const local = (iso: string) => {
    const parts = Object.fromEntries(
      fmt.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };
  const result: BusyMinutes[] = [];
  for (const b of busy) {
    const s = local(b.startsAt);
    const e = local(b.endsAt);
    if (s.date > date || e.date < date) continue;
    const start = s.date < date ? 0 : s.minutes;
    const end = e.date > date ? 24 * 60 : e.minutes;
    if (end > start) result.push({ start, end });
  }
  return result;
}

/**
 * Start times on a day that leave room for at least `minHours` before closing without touching
 * a busy period.
 */
export function startTimes(
  window: DayWindow | null,
  minHours: number,
  busy: BusyMinutes[] = [],
): string[] {
  if (!window) return [];
  const times: string[] = [];
  for (let t = window.open; t + minHours * 60 <= window.close; t += SLOT_STEP_MINUTES) {
    if (busy.some((b) => t < b.end && t + minHours * 60 > b.start)) continue;
    times.push(fromMinutes(t));
  }
  return times;
}

/** The most hours a booking starting at `start` can last: until closing or the next busy period. */
export function maxHoursFrom(
  window: DayWindow | null,
  start: string,
  busy: BusyMinutes[] = [],
): number {
  if (!window) return 0;
  const s = minutesOf(start);
  const nextBusy = busy
    .filter((b) => b.start >= s)
    .reduce((min, b) => Math.min(min, b.start), window.close);
  return Math.max(0, Math.floor((Math.min(window.close, nextBusy) - s) / 60));
}
