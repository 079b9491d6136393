import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  StressProgress,
  StressResult,
  StressRun,
  StressRunKind,
  StressRunParams,
  StressRunPhase,
  StressRunSummary,
  StressSample,
  StressSlotOutcome,
  StressEngine,
} from '@arrendo/contracts';
import type { TimestampIdPosition } from '@arrendo/kit';
import type { DB, RunCast, RunsTable } from './db/types.js';

type RunRow = Selectable<RunsTable>;
export type ListedRun = RunRow & { cursor_at: string };

export interface NewRun {
  id: string;
  clientId: string;
  kind: StressRunKind;
  params: StressRunParams;
  engine: StressEngine;
  startedBy: string;
  secret: string;
}

/** The runs table (decision 0052): one row per run, updated as it goes. */
export class RunsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Throws the unique violation of `runs_one_active` while another run is queued or running. */
  async insert(run: NewRun): Promise<RunRow> {
    return this.db
      .insertInto('runs')
      .values({
        id: run.id,
        client_id: run.clientId,
        kind: run.kind,
        scenario: run.params.scenario,
        params: JSON.stringify(run.params),
        engine: run.engine,
        status: 'queued',
        started_by: run.startedBy,
        secret: run.secret,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  find(id: string): Promise<RunRow | undefined> {
    return this.db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByClientId(clientId: string): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** The queued or running run, if any (at most one: `runs_one_active`). */
  active(): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
  }

  /** Newest first, keyset after `after`. */
  list(kind: StressRunKind | undefined, after: TimestampIdPosition | undefined, limit: number) {
    let query = this.db
      .selectFrom('runs')
      .selectAll()
      .select(
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'cursor_at',
        ),
      );
    if (kind) query = query.where('kind', '=', kind);
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** The worker takes a queued run; false when it was not queued any more. */
  async begin(id: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('runs')
      .set({ status: 'running', phase: 'setup', started_at: now, heartbeat_at: now })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setPhase(id: string, phase: StressRunPhase, now: Date): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({ phase, heartbeat_at: now })
      .where('id', '=', id)
      .execute();
  }

  async heartbeat(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({ heartbeat_at: now })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  async setCast(id: string, cast: RunCast): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({ cast_data: JSON.stringify(cast) })
      .where('id', '=', id)
      .execute();
  }

  /** One second of the load: the figures so far, and the sample appended to the chart's. */
  async progress(id: string, progress: StressProgress, sample: StressSample, now: Date) {
    await this.db
      .updateTable('runs')
      .set({
        progress: JSON.stringify(progress),
        samples: sql<string>`samples || ${JSON.stringify([sample])}::jsonb`,
        heartbeat_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async finish(
    id: string,
    outcome: {
      status: 'completed' | 'failed';
      result: StressResult | null;
      progress: StressProgress | null;
      slots: StressSlotOutcome[];
      error: string | null;
    },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({
        status: outcome.status,
        phase: null,
        result: outcome.result === null ? null : JSON.stringify(outcome.result),
        ...(outcome.progress ? { progress: JSON.stringify(outcome.progress) } : {}),
        slots: JSON.stringify(outcome.slots),
        error: outcome.error,
        finished_at: now,
        heartbeat_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }

  /** The test accounts are gone: nothing can use the secret any more. */
  async forgetSecret(id: string): Promise<void> {
    await this.db
      .updateTable('runs')
      .set({ secret: null, cast_data: null })
      .where('id', '=', id)
      .execute();
  }

  /** Running runs whose worker stopped beating before `before`: it died mid-run. */
  stalled(before: Date): Promise<RunRow[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', before)
      .execute();
  }

  /** Finished runs whose test data is not known to be gone (their cleanup failed). */
  leftovers(before: Date): Promise<RunRow[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('status', 'in', ['completed', 'failed'])
      .where('secret', 'is not', null)
      .where('finished_at', '<', before)
      .execute();
  }

  /** Queued runs older than `before` (their job may not have reached the queue). */
  queuedBefore(before: Date): Promise<RunRow[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('created_at', '<', before)
      .execute();
  }
}

export function toRunSummary(row: RunRow): StressRunSummary {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    engine: row.engine,
    status: row.status,
    startedBy: { userId: row.started_by },
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    phase: row.phase,
    progress: row.progress,
    result: row.result,
    error: row.error,
  };
}

export function toRun(row: RunRow): StressRun {
  return { ...toRunSummary(row), samples: row.samples, slots: row.slots };
}
