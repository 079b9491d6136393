import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError, type Actor, type ErrorBody, type ErrorCode } from '@arrendo/contracts';

/** How long a key answers retries with its stored result (then it may be pruned and reused). */
export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Domain decisions a retry must see again. Transient failures (RATE_LIMITED, UNAVAILABLE,
 * INTERNAL) are not stored: the handler's transaction rolls back and a retry runs it afresh.
 */
const STORED_FAILURES: ReadonlySet<ErrorCode> = new Set([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
]);

/**
 * Whose keys these are. Keys are chosen by callers, so one actor must never see another's
 * results: a signed-in user, the system (no user, admin role: consumers, webhooks), or nobody.
 */
export function idempotencyScope(actor: Actor): string | null {
  if (actor.userId) return `user:${actor.userId}`;
  if (actor.roles.includes('admin')) return 'system';
  return null;
}

export interface IdempotentRequest {
  actor: Actor;
  subject: string;
  key: string;
  fingerprint: string;
  /** Epoch ms: a duplicate waits for the first call at most until then. */
  deadline: number;
}

interface StoredKey {
  fingerprint: string;
  status: 'pending' | 'completed' | 'failed';
  response: unknown;
  error: ErrorBody | null;
}

type Outcome = { ok: true; response: unknown } | { ok: false; error: ErrorBody };

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Runs an idempotent command at most once per (actor, subject, key).
 *
 * The key row is inserted at the start of the transaction that runs the handler and updated with
 * the result before it commits. A concurrent duplicate's insert therefore blocks on the unique
 * index until the first commits (it then replays the stored result) or rolls back (it then runs
 * the handler itself): no double execution, no "pending" row left behind by a crash.
 */
export class IdempotencyStore<DB> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs: number = DEFAULT_IDEMPOTENCY_TTL_MS,
  ) {}

  /**
   * `work` gets the transaction holding the key; a handler that writes through it commits its
   * state change and the stored result together.
   */
  async execute(request: IdempotentRequest, work: (trx: Transaction<DB>) => Promise<unknown>) {
    return (await this.run(request, (trx) => work(trx))).response;
  }

  /**
   * `execute`, with an optional `prepare` run before the transaction opens (calls to other
   * services): its result goes to `work`. A live stored result is replayed without preparing;
   * a refusal from `prepare` is stored like one from `work`. `ran` says whether `work` ran and
   * committed in this call (false for a replay or a stored refusal).
   */
  async run(
    request: IdempotentRequest,
    work: (trx: Transaction<DB>, prepared: unknown) => Promise<unknown>,
    prepare?: () => Promise<unknown>,
  ): Promise<{ response: unknown; ran: boolean }> {
    const scope = idempotencyScope(request.actor);
    if (!scope) {
      throw new AppError('UNAUTHENTICATED', 'Sign in to do this.', { reason: 'anonymous_command' });
    }
    let prepared: unknown;
    let refusal: AppError | undefined;
    if (prepare) {
      // A retry of a finished command must get its stored answer, not a fresh look at the world.
      const stored = await this.stored(scope, request);
      if (stored) return settled(replay(stored, request.fingerprint), false);
      try {
        prepared = await prepare();
      } catch (error) {
        if (!isStoredFailure(error)) throw error;
        refusal = error;
      }
    }
    let ran = false;
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const existing = await this.claim(trx, scope, request);
      if (existing) return replay(existing, request.fingerprint);
      await sql`SAVEPOINT idempotent_handler`.execute(trx);
      try {
        if (refusal) throw refusal;
        const response = await work(trx, prepared);
        await this.finish(trx, scope, request, { ok: true, response });
        ran = true;
        return { ok: true, response };
      } catch (error) {
        if (!isStoredFailure(error)) throw error;
        // Undo the handler's writes but keep the key row, which now records the refusal.
        await sql`ROLLBACK TO SAVEPOINT idempotent_handler`.execute(trx);
        const failure: Outcome = { ok: false, error: error.toBody() };
        await this.finish(trx, scope, request, failure);
        return failure;
      }
    });
    return settled(outcome, ran);
  }

  /** The committed, live row for this key, read through the pool (no transaction held). */
  private async stored(scope: string, request: IdempotentRequest): Promise<StoredKey | undefined> {
    const { rows } = await sql<StoredKey>`
      SELECT fingerprint, status, response, error FROM idempotency_keys
      WHERE actor = ${scope} AND subject = ${request.subject} AND key = ${request.key}
        AND expires_at > now()`.execute(this.db);
    return rows[0];
  }

  /** Inserts the key row, or returns the live row another call already committed. */
  private async claim(
    trx: Transaction<DB>,
    scope: string,
    request: IdempotentRequest,
  ): Promise<StoredKey | undefined> {
    const waitMs = Math.max(1, Math.floor(request.deadline - Date.now()));
    const previous = await sql<{
      value: string;
    }>`SELECT current_setting('lock_timeout') AS value`.execute(trx);
    await sql`SELECT set_config('lock_timeout', ${`${waitMs}ms`}, true)`.execute(trx);
    try {
      // An expired row is taken over as if it were absent (pruning may not have run yet).
      const inserted = await sql`
        INSERT INTO idempotency_keys (actor, subject, key, fingerprint, status, expires_at)
        VALUES (${scope}, ${request.subject}, ${request.key}, ${request.fingerprint}, 'pending',
                now() + make_interval(secs => ${this.ttlMs / 1000}))
        ON CONFLICT (actor, subject, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, status = 'pending', response = NULL, error = NULL,
              created_at = now(), expires_at = EXCLUDED.expires_at
          WHERE idempotency_keys.expires_at <= now()
        RETURNING 1 AS claimed`.execute(trx);
      if (inserted.rows.length > 0) return undefined;
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
        throw new AppError(
          'CONFLICT',
          'The same request is still being processed. Please try again shortly.',
          { reason: 'idempotency_key_in_progress' },
        );
      }
      throw error;
    } finally {
      // Only the wait for the key is bounded by the deadline, not the handler's own locks.
      await sql`SELECT set_config('lock_timeout', ${previous.rows[0]?.value ?? '0'}, true)`
        .execute(trx)
        .catch(() => undefined);
    }
    const { rows } = await sql<StoredKey>`
      SELECT fingerprint, status, response, error FROM idempotency_keys
      WHERE actor = ${scope} AND subject = ${request.subject} AND key = ${request.key}`.execute(
      trx,
    );
    const row = rows[0];
    if (!row) throw new Error('idempotency key vanished between insert and read');
    return row;
  }

  private async finish(
    trx: Transaction<DB>,
    scope: string,
    request: IdempotentRequest,
    outcome: Outcome,
  ): Promise<void> {
    const response = outcome.ok ? JSON.stringify(outcome.response ?? null) : null;
    const error = outcome.ok ? null : JSON.stringify(outcome.error);
    await sql`
      UPDATE idempotency_keys
      SET status = ${outcome.ok ? 'completed' : 'failed'}, response = ${response}::jsonb,
          error = ${error}::jsonb
      WHERE actor = ${scope} AND subject = ${request.subject} AND key = ${request.key}`.execute(
      trx,
    );
  }
}

function isStoredFailure(error: unknown): error is AppError {
  return AppError.isAppError(error) && STORED_FAILURES.has(error.code);
}

function settled(outcome: Outcome, ran: boolean): { response: unknown; ran: boolean } {
  if (outcome.ok) return { response: outcome.response, ran };
  throw AppError.fromBody(outcome.error);
}

function replay(row: StoredKey, fingerprint: string): Outcome {
  if (row.fingerprint !== fingerprint) {
    throw new AppError(
      'CONFLICT',
      'This idempotency key was already used for a different request.',
      { reason: 'idempotency_key_reused' },
    );
  }
  if (row.status === 'completed') return { ok: true, response: row.response };
  if (row.status === 'failed' && row.error) return { ok: false, error: row.error };
  // A committed row is always finished; anything else is a bug worth a loud INTERNAL.
  throw new Error(`idempotency key in unexpected state ${row.status}`);
}

/**
 * Deletes expired keys, a batch at a time so a large backlog never holds long locks. Call it
 * from the scheduler (e.g. hourly); returns how many rows went.
 */
export async function pruneIdempotencyKeys<DB>(
  db: Kysely<DB>,
  options: { batchSize?: number; now?: Date } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const now = options.now ?? new Date();
  let total = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM idempotency_keys WHERE ctid IN (
        SELECT ctid FROM idempotency_keys WHERE expires_at <= ${now} LIMIT ${batchSize})`.execute(
      db,
    );
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
