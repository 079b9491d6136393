import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { AppError, isStorableTimestamp } from '@arrendo/contracts';

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

/** A timestamp exactly as Postgres will read it (see `isStorableTimestamp` in contracts). */
export const CursorTimestamp = z.string().refine(isStorableTimestamp);

/** The usual "newest first" position: `(created_at, id)`, both descending. */
export const TimestampIdCursor = z.tuple([CursorTimestamp, z.uuid()]);

export interface TimestampIdPosition {
  /**
   * The sort instant (usually `created_at`; the dead-letter list sorts on `last_failed_at`), as
   * Postgres' own text, microseconds included (a JS Date would drop them).
   */
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
