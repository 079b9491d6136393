import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { ErrorBody } from '@arrendo/contracts';

export type SagaStatus = 'running' | 'compensating' | 'completed' | 'compensated' | 'failed';

/** A row of `saga_runs`. */
export interface SagaRun {
  id: string;
  name: string;
  status: SagaStatus;
  /** Running: the next step to run. Compensating: the next step to undo (counting down). */
  current_step: number;
  input: unknown;
  step_results: Record<string, unknown>;
  /** Why the saga compensated (or failed). */
  error: ErrorBody | null;
  /** The latest failed attempt, for operators. */
  last_error: ErrorBody | null;
  /** Attempts of the current step (or compensation). */
  attempts: number;
  owner: string | null;
  lease_until: Date | null;
  next_attempt_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** The runner no longer owns the run (its lease expired and another runner took it over). */
export class SagaLeaseLost extends Error {
  constructor(id: string) {
    super(`saga run ${id} is owned by another runner`);
    this.name = 'SagaLeaseLost';
  }
}

const secs = (ms: number) => ms / 1000;

/**
 * The SQL behind the runner. Every write of a run in progress names its owner, so a runner whose
 * lease was taken over cannot record anything; the caller turns "no row" into `SagaLeaseLost`.
 */
export class SagaStore<DB> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  /** Inserts a new run owned by this runner; undefined if the id exists already. */
  async insert(id: string, name: string, input: unknown): Promise<SagaRun | undefined> {
    const { rows } = await sql<SagaRun>`
      INSERT INTO saga_runs (id, name, status, input, owner, lease_until)
      VALUES (${id}, ${name}, 'running', ${JSON.stringify(input)}::jsonb, ${this.owner},
              now() + make_interval(secs => ${secs(this.leaseMs)}))
      ON CONFLICT (id) DO NOTHING
      RETURNING *`.execute(this.db);
    return rows[0];
  }

  async load(id: string): Promise<SagaRun | undefined> {
    const { rows } = await sql<SagaRun>`SELECT * FROM saga_runs WHERE id = ${id}`.execute(this.db);
    return rows[0];
  }

  /** Takes over one unfinished run whose lease is free; undefined if it is busy or finished. */
  async claim(id: string, name: string): Promise<SagaRun | undefined> {
    const { rows } = await sql<SagaRun>`
      UPDATE saga_runs SET owner = ${this.owner},
        lease_until = now() + make_interval(secs => ${secs(this.leaseMs)}), updated_at = now()
      WHERE id = ${id} AND name = ${name} AND status IN ('running', 'compensating')
        AND (lease_until IS NULL OR lease_until < now())
      RETURNING *`.execute(this.db);
    return rows[0];
  }

  /** Takes over unfinished runs of the given sagas that are due and not owned by a live runner. */
  async claimDue(names: readonly string[], limit: number): Promise<SagaRun[]> {
    const { rows } = await sql<SagaRun>`
      UPDATE saga_runs SET owner = ${this.owner},
        lease_until = now() + make_interval(secs => ${secs(this.leaseMs)}), updated_at = now()
      WHERE id IN (
        SELECT id FROM saga_runs
        WHERE status IN ('running', 'compensating') AND next_attempt_at <= now()
          AND (lease_until IS NULL OR lease_until < now()) AND name = ANY(${[...names]}::text[])
        ORDER BY next_attempt_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING *`.execute(this.db);
    return rows;
  }

  /** Counts an attempt and renews the lease; returns the attempt number. */
  async beginAttempt(id: string): Promise<number> {
    const { rows } = await sql<{ attempts: number }>`
      UPDATE saga_runs SET attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${secs(this.leaseMs)}), updated_at = now()
      WHERE id = ${id} AND owner = ${this.owner}
      RETURNING attempts`.execute(this.db);
    const attempts = rows[0]?.attempts;
    if (attempts === undefined) throw new SagaLeaseLost(id);
    return attempts;
  }

  /** Records step `index`'s result; with `executor` = the step's transaction, atomically with it. */
  async recordStep(
    executor: QueryExecutorProvider,
    id: string,
    index: number,
    name: string,
    result: unknown,
  ): Promise<void> {
    const { rows } = await sql`
      UPDATE saga_runs
      SET step_results = step_results || jsonb_build_object(${name}::text, ${JSON.stringify(result)}::jsonb),
          current_step = ${index + 1}, attempts = 0, last_error = NULL, updated_at = now()
      WHERE id = ${id} AND owner = ${this.owner} AND status = 'running' AND current_step = ${index}
      RETURNING id`.execute(executor);
    if (rows.length === 0) throw new SagaLeaseLost(id);
  }

  async startCompensation(id: string, fromIndex: number, error: ErrorBody): Promise<void> {
    await this.update(
      id,
      sql`status = 'compensating', current_step = ${fromIndex}, attempts = 0,
          error = ${JSON.stringify(error)}::jsonb, last_error = ${JSON.stringify(error)}::jsonb`,
    );
  }

  /** Marks step `index` undone (or skipped); with `executor`, atomically with its compensation. */
  async recordCompensation(
    executor: QueryExecutorProvider,
    id: string,
    index: number,
  ): Promise<void> {
    const { rows } = await sql`
      UPDATE saga_runs SET current_step = ${index - 1}, attempts = 0, last_error = NULL,
        updated_at = now()
      WHERE id = ${id} AND owner = ${this.owner} AND status = 'compensating' AND current_step = ${index}
      RETURNING id`.execute(executor);
    if (rows.length === 0) throw new SagaLeaseLost(id);
  }

  async finish(id: string, status: 'completed' | 'compensated' | 'failed', lastError?: ErrorBody) {
    await this.update(
      id,
      sql`status = ${status}, owner = NULL, lease_until = NULL,
          last_error = ${lastError ? JSON.stringify(lastError) : null}::jsonb`,
    );
  }

  /** Gives the run back for a later `recover()`, after `delayMs`. */
  async release(id: string, delayMs: number, lastError: ErrorBody): Promise<void> {
    await this.update(
      id,
      sql`owner = NULL, lease_until = NULL, last_error = ${JSON.stringify(lastError)}::jsonb,
          next_attempt_at = now() + make_interval(secs => ${secs(delayMs)})`,
    );
  }

  private async update(id: string, set: RawBuilder<unknown>): Promise<void> {
    const { rows } = await sql`
      UPDATE saga_runs SET ${set}, updated_at = now()
      WHERE id = ${id} AND owner = ${this.owner}
      RETURNING id`.execute(this.db);
    if (rows.length === 0) throw new SagaLeaseLost(id);
  }
}
