import type { Kysely } from 'kysely';
import type { Logger } from '../logger.js';

/** What a step sees. `results` holds the recorded results of the steps before it. */
export interface StepContext<I, R, DB> {
  sagaId: string;
  input: I;
  results: R;
  /**
   * `<sagaId>:<step>`: pass it as the idempotency key of the command this step sends, so a step
   * that runs again after a crash asks for the same thing rather than a second one.
   */
  idempotencyKey: string;
  /** 1 on the first attempt of this step (or of its compensation). */
  attempt: number;
  /** The step's transaction when the step is `transactional`, the service pool otherwise. */
  db: Kysely<DB>;
  logger: Logger;
}

export interface CompensateContext<I, R, T, DB> extends StepContext<I, R, DB> {
  /** What `run` returned (as recorded, i.e. after a JSON round trip). */
  result: T;
}

export interface StepDefinition<I, R, T, DB> {
  /** Does the work; the JSON-serialisable result is recorded and handed to later steps. */
  run(ctx: StepContext<I, R, DB>): Promise<T>;
  /** Undoes `run` when a later step fails. Retried until it succeeds or is dead-lettered. */
  compensate?(ctx: CompensateContext<I, R, T, DB>): Promise<void>;
  /**
   * Run (and compensate) inside the transaction that records the step, so a step that only
   * writes this service's tables takes effect exactly once even if the process dies mid-way.
   */
  transactional?: boolean;
}

/** A step with its types erased, as the runner drives it. */
export interface SagaStep<DB> {
  readonly name: string;
  readonly transactional: boolean;
  run(ctx: StepContext<unknown, Record<string, unknown>, DB>): Promise<unknown>;
  compensate?(ctx: CompensateContext<unknown, Record<string, unknown>, unknown, DB>): Promise<void>;
}

const SAGA_NAME = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;
const STEP_NAME = /^[a-z][a-zA-Z0-9]*$/;

/**
 * A multi-step command with compensation, built step by step so that each step's result type is
 * known to the steps after it:
 *
 *   defineSaga<CheckoutInput, DB>('booking.checkout')
 *     .step('hold', { run: …, compensate: … })
 *     .step('pay', { run: ({ results }) => pay(results.hold.bookingId), compensate: … })
 *     .step('confirm', { run: … });
 */
export class SagaDefinition<I, R extends Record<string, unknown>, DB> {
  /** Carries the input and result types for `SagaRunner.start`; never set at runtime. */
  declare readonly types?: { input: I; results: R };

  constructor(
    readonly name: string,
    readonly steps: readonly SagaStep<DB>[] = [],
  ) {
    if (!SAGA_NAME.test(name))
      throw new Error(`Invalid saga name "${name}" (e.g. booking.checkout)`);
  }

  step<N extends string, T>(
    name: N,
    definition: StepDefinition<I, R, T, DB>,
  ): SagaDefinition<I, R & { [K in N]: T }, DB> {
    if (!STEP_NAME.test(name)) throw new Error(`Saga ${this.name}: invalid step name "${name}"`);
    if (this.steps.some((s) => s.name === name)) {
      throw new Error(`Saga ${this.name}: two steps named "${name}"`);
    }
    // The runner stores results as JSON and hands them back by name; the types above are the
    // promise the builder makes about what it hands back, so the erased form is cast once here.
    const step = {
      name,
      transactional: definition.transactional === true,
      run: definition.run,
      ...(definition.compensate ? { compensate: definition.compensate } : {}),
    } as unknown as SagaStep<DB>;
    return new SagaDefinition<I, R & { [K in N]: T }, DB>(this.name, [...this.steps, step]);
  }
}

export function defineSaga<I, DB = unknown>(
  name: string,
): SagaDefinition<I, Record<never, never>, DB> {
  return new SagaDefinition<I, Record<never, never>, DB>(name);
}
