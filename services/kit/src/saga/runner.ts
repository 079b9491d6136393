import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, type ErrorBody, type ErrorCode } from '@arrendo/contracts';
import type { DeadLetterHook } from '../events/dead-letter.js';
import type { Logger } from '../logger.js';
import type { SagaDefinition, SagaStep, StepContext } from './define.js';
import { SagaLeaseLost, SagaStore, type SagaRun } from './store.js';

export type SagaOutcome<R> =
  | { id: string; status: 'completed'; results: R }
  /** A step refused (or kept failing); every completed step was undone. `error` says why. */
  | { id: string; status: 'compensated'; error: ErrorBody }
  /** Not finished yet: a step failed for a passing reason, or another runner owns the run. */
  | { id: string; status: 'pending'; error?: ErrorBody }
  /** A compensation kept failing and the run was dead-lettered: an operator must look. */
  | { id: string; status: 'failed'; error: ErrorBody };

/** Any saga of this database, with its types erased (the runner only needs names and steps). */
type AnySaga<DB> = SagaDefinition<unknown, Record<string, unknown>, DB>;

export interface SagaRunnerOptions<DB> {
  db: Kysely<DB>;
  logger: Logger;
  /** Every saga this service runs: `recover()` resumes runs of these names only. */
  sagas: readonly AnySaga<DB>[];
  /** Gets the runs whose compensation gave up (`ServiceContext.deadLetter`). */
  onDeadLetter?: DeadLetterHook;
  /** How long a runner owns a run without progress before another may take it (60 s). */
  leaseMs?: number;
  /** Attempts of one step failing for passing reasons before the saga compensates (5). */
  maxStepAttempts?: number;
  /** Attempts of one compensation before the run is dead-lettered (10). */
  maxCompensationAttempts?: number;
  /** Compensation retries inside one `start`/`recover` call before leaving it to recovery (3). */
  compensationRetriesInProcess?: number;
  /** Delay before attempt n + 1 (500 ms doubling, capped at one minute). */
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Errors that are the domain's answer ("dates taken", "card declined"): running the step again
 * would get the same answer, so the saga compensates at once. Anything else — a timeout, a lost
 * connection, a crash — may pass, so the step is retried later (up to `maxStepAttempts`).
 */
const DOMAIN_CODES: ReadonlySet<ErrorCode> = new Set([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
]);

export function isDomainFailure(error: unknown): boolean {
  return AppError.isAppError(error) && DOMAIN_CODES.has(error.code);
}

function errorBody(error: unknown): ErrorBody {
  if (AppError.isAppError(error)) return error.toBody();
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}

/** What a step's result becomes once recorded, so a resumed run sees exactly the same value. */
function asRecorded(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs sagas with their state in `saga_runs`: each step's result is recorded as it completes, so
 * a run interrupted at any point is resumed (or compensated) by `recover()` — in this process or
 * another replica — without running a recorded step again.
 */
export class SagaRunner<DB> {
  private readonly store: SagaStore<DB>;
  private readonly sagas = new Map<string, AnySaga<DB>>();
  private readonly owner = randomUUID();

  constructor(private readonly options: SagaRunnerOptions<DB>) {
    this.store = new SagaStore(options.db, this.owner, options.leaseMs ?? 60_000);
    for (const saga of options.sagas) {
      if (this.sagas.has(saga.name)) throw new Error(`Saga ${saga.name} is registered twice`);
      this.sagas.set(saga.name, saga);
    }
  }

  /**
   * Starts a run and drives it as far as it goes now. With `id` (e.g. derived from the booking),
   * starting again is harmless: a finished run returns its outcome, an unfinished one resumes.
   */
  async start<I, R extends Record<string, unknown>>(
    saga: SagaDefinition<I, R, DB>,
    input: I,
    options: { id?: string } = {},
  ): Promise<SagaOutcome<R>> {
    const registered = this.sagas.get(saga.name);
    if (registered !== (saga as unknown as AnySaga<DB>)) {
      throw new Error(
        `Saga ${saga.name} is not registered with this runner, so it could not recover`,
      );
    }
    const id = options.id ?? randomUUID();
    const run =
      (await this.store.insert(id, saga.name, asRecorded(input))) ??
      (await this.resume(id, saga.name));
    if (run.name !== saga.name) throw new Error(`Saga run ${id} belongs to ${run.name}`);
    // The builder's result type is what the recorded results are: see SagaDefinition.step.
    return (await this.drive(registered, run)) as SagaOutcome<R>;
  }

  /**
   * Resumes unfinished runs that are due and not owned by a live runner: call it when the service
   * starts and then periodically (e.g. every minute from the scheduler).
   */
  async recover(options: { limit?: number } = {}): Promise<SagaOutcome<Record<string, unknown>>[]> {
    const runs = await this.store.claimDue([...this.sagas.keys()], options.limit ?? 50);
    const outcomes: SagaOutcome<Record<string, unknown>>[] = [];
    for (const run of runs) {
      const saga = this.sagas.get(run.name);
      if (saga) outcomes.push(await this.drive(saga, run));
    }
    return outcomes;
  }

  /** The stored state of a run (for status pages and tests). */
  get(id: string): Promise<SagaRun | undefined> {
    return this.store.load(id);
  }

  private async resume(id: string, name: string): Promise<SagaRun> {
    const claimed = await this.store.claim(id, name);
    if (claimed) return claimed;
    const existing = await this.store.load(id);
    if (!existing) throw new Error(`saga run ${id} vanished`);
    return existing;
  }

  private async drive(
    saga: AnySaga<DB>,
    run: SagaRun,
  ): Promise<SagaOutcome<Record<string, unknown>>> {
    const { logger } = this.options;
    if (run.owner !== this.owner) return outcomeOf(run);
    const state = {
      status: run.status,
      step: run.current_step,
      results: { ...run.step_results },
      error: run.error,
    };
    let compensationRetries = 0;
    try {
      for (;;) {
        if (state.status === 'running') {
          const step = saga.steps[state.step];
          if (!step) {
            await this.store.finish(run.id, 'completed');
            return { id: run.id, status: 'completed', results: state.results };
          }
          const attempt = await this.store.beginAttempt(run.id);
          try {
            state.results[step.name] = await this.runStep(
              step,
              run,
              state.step,
              state.results,
              attempt,
            );
            state.step++;
          } catch (error) {
            if (error instanceof SagaLeaseLost) throw error;
            const body = errorBody(error);
            const giveUp = isDomainFailure(error) || attempt >= (this.options.maxStepAttempts ?? 5);
            logger.warn(
              { err: error, saga: saga.name, id: run.id, step: step.name, attempt },
              'saga step failed',
            );
            if (!giveUp) {
              await this.store.release(run.id, this.delay(attempt), body);
              return { id: run.id, status: 'pending', error: body };
            }
            await this.store.startCompensation(run.id, state.step - 1, body);
            Object.assign(state, { status: 'compensating', step: state.step - 1, error: body });
          }
          continue;
        }
        if (state.status !== 'compensating') return outcomeOf(run);
        const step = saga.steps[state.step];
        if (!step) {
          const error = state.error ?? { code: 'INTERNAL', message: 'compensated' };
          await this.store.finish(run.id, 'compensated', error);
          return { id: run.id, status: 'compensated', error };
        }
        if (!step.compensate || !(step.name in state.results)) {
          await this.store.recordCompensation(this.options.db, run.id, state.step);
          state.step--;
          continue;
        }
        const attempt = await this.store.beginAttempt(run.id);
        try {
          await this.compensateStep(step, run, state.step, state.results, attempt);
          state.step--;
        } catch (error) {
          if (error instanceof SagaLeaseLost) throw error;
          const body = errorBody(error);
          logger.warn(
            { err: error, saga: saga.name, id: run.id, step: step.name, attempt },
            'saga compensation failed',
          );
          if (attempt >= (this.options.maxCompensationAttempts ?? 10)) {
            return await this.deadLetter(saga, run, step.name, state, body, attempt);
          }
          if (compensationRetries < (this.options.compensationRetriesInProcess ?? 3)) {
            compensationRetries++;
            await sleep(this.delay(attempt));
            continue;
          }
          await this.store.release(run.id, this.delay(attempt), body);
          return { id: run.id, status: 'pending', error: body };
        }
      }
    } catch (error) {
      if (!(error instanceof SagaLeaseLost)) throw error;
      logger.warn({ saga: saga.name, id: run.id }, 'saga run taken over by another runner');
      return { id: run.id, status: 'pending' };
    }
  }

  private async runStep(
    step: SagaStep<DB>,
    run: SagaRun,
    index: number,
    results: Record<string, unknown>,
    attempt: number,
  ): Promise<unknown> {
    const execute = async (db: Kysely<DB>) => {
      const result = asRecorded(await step.run(this.context(db, step, run, results, attempt)));
      await this.store.recordStep(db, run.id, index, step.name, result);
      return result;
    };
    if (!step.transactional) return execute(this.options.db);
    return this.options.db.transaction().execute((trx) => execute(trx));
  }

  private async compensateStep(
    step: SagaStep<DB>,
    run: SagaRun,
    index: number,
    results: Record<string, unknown>,
    attempt: number,
  ): Promise<void> {
    const compensate = step.compensate;
    if (!compensate) return;
    const execute = async (db: Kysely<DB>) => {
      const ctx = this.context(db, step, run, results, attempt);
      await compensate({
        ...ctx,
        idempotencyKey: `${ctx.idempotencyKey}:undo`,
        result: results[step.name],
      });
      await this.store.recordCompensation(db, run.id, index);
    };
    if (!step.transactional) return execute(this.options.db);
    return this.options.db.transaction().execute((trx) => execute(trx));
  }

  private context(
    db: Kysely<DB>,
    step: SagaStep<DB>,
    run: SagaRun,
    results: Record<string, unknown>,
    attempt: number,
  ): StepContext<unknown, Record<string, unknown>, DB> {
    return {
      sagaId: run.id,
      input: run.input,
      results: { ...results },
      idempotencyKey: `${run.id}:${step.name}`,
      attempt,
      db,
      logger: this.options.logger.child({ saga: run.name, sagaId: run.id, step: step.name }),
    };
  }

  private async deadLetter(
    saga: AnySaga<DB>,
    run: SagaRun,
    stepName: string,
    state: { results: Record<string, unknown>; error: ErrorBody | null },
    lastError: ErrorBody,
    attempts: number,
  ): Promise<SagaOutcome<Record<string, unknown>>> {
    const error = state.error ?? lastError;
    await this.store.finish(run.id, 'failed', lastError);
    this.options.logger.error(
      { saga: saga.name, id: run.id, step: stepName },
      'saga compensation gave up',
    );
    try {
      await this.options.onDeadLetter?.({
        source: 'saga',
        name: saga.name,
        key: run.id,
        payload: { input: run.input, results: state.results, step: stepName, cause: error },
        error: lastError.message,
        attempts,
      });
    } catch (err) {
      // The run is marked failed in saga_runs whatever happens here: it is not lost.
      this.options.logger.error({ err, id: run.id }, 'saga dead-letter hook failed');
    }
    return { id: run.id, status: 'failed', error };
  }

  private delay(attempt: number): number {
    const custom = this.options.retryDelayMs;
    return custom ? custom(attempt) : Math.min(60_000, 500 * 2 ** Math.max(0, attempt - 1));
  }
}

function outcomeOf(run: Pick<SagaRun, 'id' | 'status' | 'step_results' | 'error' | 'last_error'>) {
  const fallback: ErrorBody = { code: 'INTERNAL', message: 'unknown failure' };
  switch (run.status) {
    case 'completed':
      return { id: run.id, status: 'completed' as const, results: run.step_results };
    case 'compensated':
      return { id: run.id, status: 'compensated' as const, error: run.error ?? fallback };
    case 'failed':
      return { id: run.id, status: 'failed' as const, error: run.error ?? fallback };
    default:
      return {
        id: run.id,
        status: 'pending' as const,
        ...(run.last_error ? { error: run.last_error } : {}),
      };
  }
}
