/**
 * Local calendar dates (`YYYY-MM-DD`) and wall-clock times (`HH:MM`) as plain strings, shared by
 * the booking and listing services and the web. Arithmetic runs on UTC noon of the date so no
 * time zone or DST change can move a date; which date is "today" is the listing zone's business.
 * Pure: no I/O, no clock (callers pass `now`).
 */

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/**
 * Same day of the month `months` later, clamped to the month's last day (31 Aug + 6 → 28 Feb):
 * the availability horizon's rule.
 */
export function addMonthsToDate(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, 12));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return format(target);
}

/** `YYYY-MM-01` of the month holding `date`. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = parse(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first Friday on or after `date` (decisions.md: 'Fin de semana' is the coming Friday). */
export function comingFriday(date: string): string {
  return addDays(date, (5 - weekdayOf(date) + 7) % 7);
}

/** Every date of `[from, to)`. */
export function datesIn(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The date it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The wall clock at `now` in `timeZone`: `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM`. */
export function localNow(timeZone: string, now: Date): { date: string; dateTime: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, dateTime: `${date}T${parts.hour}:${parts.minute}` };
}

/** `HH:MM` → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface DateRange {
  start: string;
  end: string;
}

/** `[a, b)` and `[c, d)` share at least one date. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start < b.end && b.start < a.end;
}
