/**
 * Dates and instants as Postgres will read them. zod's ISO formats accept year 0000 (which does
 * not exist) and any two-digit offset (Postgres stops at ±15:59): such a value used to reach the
 * database and fail there as a 500.
 */

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/**
 * True when Postgres reads `value` as a `timestamptz` we could also have written: an ISO-8601
 * instant with at most microseconds, a real calendar date, an offset within Postgres' ±15:59,
 * and a UTC year from 1 to 9999 (year 0 does not exist; five-digit years do not round-trip).
 * Stricter than Postgres on purpose: it refuses 24:00:00 and leap second 60, which it would
 * silently roll over into the next day or minute.
 */
export function isStorableTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  let offsetMinutes = 0;
  if (match[7]) {
    const offsetHours = Number(match[8]);
    const offsetMins = Number(match[9]);
    if (offsetHours > 15 || offsetMins > 59) return false;
    offsetMinutes = (match[7] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offsetMinutes, second, 0);
  const utcYear = utc.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999;
}

/** A calendar date `YYYY-MM-DD` that exists, from year 1 to 9999. */
export function isStorableDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
