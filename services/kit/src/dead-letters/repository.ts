import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeadLetter } from '@arrendo/contracts';
import { cursorTimestampOf, type TimestampIdPosition } from '../db/cursor.js';
import type { DeadLetterSource } from './record.js';

/** The `dead_letters` row, as the kit migration creates it. */
export interface DeadLetterRow {
  id: string;
  source: DeadLetterSource;
  name: string;
  key: string;
  queue: string | null;
  payload: unknown;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
  resolved_at: Date | null;
}

export function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    key: row.key,
    queue: row.queue,
    payload: row.payload,
    error: row.error,
    attempts: row.attempts,
    firstFailedAt: row.first_failed_at.toISOString(),
    lastFailedAt: row.last_failed_at.toISOString(),
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
  };
}

/** Reads and resolves dead letters; `recordDeadLetter` writes them. */
export class DeadLetterRepository {
  constructor(private readonly db: Kysely<unknown>) {}

  /** Runs `fn` in one transaction, with a repository bound to it. */
  transaction<T>(
    fn: (repository: DeadLetterRepository, trx: Transaction<unknown>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new DeadLetterRepository(trx), trx));
  }

  async find(id: string): Promise<DeadLetterRow | undefined> {
    const { rows } = await sql<DeadLetterRow>`SELECT * FROM dead_letters WHERE id = ${id}`.execute(
      this.db,
    );
    return rows[0];
  }

  /** Marks it resolved unless it already is; returns the resolution time, or null if it was. */
  async resolve(id: string, at = new Date()): Promise<Date | null> {
    const { rows } = await sql<{ resolved_at: Date }>`
      UPDATE dead_letters SET resolved_at = ${at} WHERE id = ${id} AND resolved_at IS NULL
      RETURNING resolved_at`.execute(this.db);
    return rows[0]?.resolved_at ?? null;
  }

  async countUnresolved(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM dead_letters WHERE resolved_at IS NULL`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** Newest failure first, keyset-paginated on (last_failed_at, id). */
  async list(options: {
    limit: number;
    /** The position after which the page starts: `(last_failed_at, id)` of the previous page's last row. */
    after: TimestampIdPosition | null;
    unresolvedOnly: boolean;
  }): Promise<{ rows: DeadLetterRow[]; next: TimestampIdPosition | null }> {
    const { after } = options;
    const { rows } = await sql<DeadLetterRow & { cursor_ts: string }>`
      SELECT *, ${cursorTimestampOf('last_failed_at')} AS cursor_ts
      FROM dead_letters
      WHERE (${!options.unresolvedOnly} OR resolved_at IS NULL)
        AND (${after === null} OR (last_failed_at, id) < (${after?.createdAt ?? null}::timestamptz, ${after?.id ?? null}::uuid))
      ORDER BY last_failed_at DESC, id DESC
      LIMIT ${options.limit + 1}`.execute(this.db);
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const next =
      rows.length > options.limit && last ? { createdAt: last.cursor_ts, id: last.id } : null;
    return { rows: page.map(({ cursor_ts: _cursor, ...row }) => row), next };
  }
}
