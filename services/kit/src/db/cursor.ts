import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { AppError } from '@arrendo/contracts';

/**
 * The one keyset cursor codec. A cursor is the sort key of the last row of a page, as JSON, in
 * base64url: opaque to clients, but not secret and not signed, so every decoded value is checked
 * as strictly as Postgres will read it. Any damage is the caller's: `VALIDATION` on `cursor`.
 */

export type CursorValue = string | number | boolean | null;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

export function invalidCursor(): AppError {
  return new AppError('VALIDATION', 'Invalid request: cursor', {
    fields: [{ path: 'cursor', message: 'Invalid cursor' }],
  });
}

/** Decodes and validates against `schema` (usually a tuple); throws `invalidCursor()`. */
export function decodeCursor<S extends z.ZodType>(schema: S, value: string): z.output<S> {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) throw invalidCursor();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

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
export function isCursorTimestamp(value: string): boolean {
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

export const CursorTimestamp = z.string().refine(isCursorTimestamp);

/** The usual "newest first" position: `(created_at, id)`, both descending. */
export const TimestampIdCursor = z.tuple([CursorTimestamp, z.uuid()]);

export interface TimestampIdPosition {
  /** Postgres' own text of the instant, microseconds included (a JS Date would drop them). */
  createdAt: string;
  id: string;
}

export function encodeTimestampIdCursor(position: TimestampIdPosition): string {
  return encodeCursor([position.createdAt, position.id]);
}

export function decodeTimestampIdCursor(value: string): TimestampIdPosition {
  const [createdAt, id] = decodeCursor(TimestampIdCursor, value);
  return { createdAt, id };
}

/**
 * A `timestamptz` column as cursor text: UTC, microseconds, `Z`. Select it beside the row and
 * compare with `${createdAt}::timestamptz`, so the next page starts exactly after the last row.
 */
export function cursorTimestampOf(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
