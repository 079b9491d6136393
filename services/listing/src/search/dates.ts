/**
 * Local calendar dates (`YYYY-MM-DD`) for the request-level checks of a search. Arithmetic runs
 * on UTC noon of the date so no DST change can move it (as the booking service's local-dates).
 */

const DAY_MS = 86_400_000;

const parse = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** Same day `months` later, clamped to the month's end (the booking service's horizon rule). */
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

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = parse(date).getUTCDay();
  return day === 0 ? 7 : day;
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
