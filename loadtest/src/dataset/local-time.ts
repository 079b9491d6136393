/**
 * Local calendar arithmetic for the generator, the way the booking service computes slots
 * (`YYYY-MM-DD` dates; instants from a local date and time in the listing's zone).
 */

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T12:00:00Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

// Building an Intl formatter costs far more than using one: one per zone and purpose.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = map.get(timeZone);
  if (!format) {
    format = make();
    map.set(timeZone, format);
  }
  return format;
}

export function todayIn(timeZone: string, now: Date): string {
  return cached(
    dateFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(now);
}

/** Minutes the zone is ahead of UTC at `instant` (Chile: -240 or -180). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const name = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  )
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant of a local wall-clock time (`HH:MM`) on `date` in `timeZone`. A time skipped by a
 * DST change resolves to the instant one offset later, as Postgres' `AT TIME ZONE` does.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = new Date(`${date}T${time}:00Z`).getTime();
  // Two passes: the offset at the first guess, then at the corrected instant (DST edges).
  let utc = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  utc = wall - offsetMinutes(timeZone, new Date(utc)) * 60_000;
  return new Date(utc);
}
