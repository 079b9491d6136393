import type {
  StressBookingSummary,
  StressProgress,
  StressRunParams,
  StressSlotOutcome,
} from '@arrendo/contracts';
import type { Logger, RpcClient } from '@arrendo/kit';
import type { RunCast } from './db/types.js';
import type { MetricsCollector } from './engine/metrics.js';
import type { Person, SignedIn } from './cast/people.js';
import type { ScenarioStep } from './scenarios/index.js';

/** What a scenario's run needs from the service around it. */
export interface RunContext {
  runId: string;
  /** Short, unique per run: tags the run's accounts and listings. */
  runTag: string;
  secret: string;
  params: StressRunParams;
  pacingSeconds: number;
  client: RpcClient;
  baseUrl: string;
  refreshCookie: string;
  metrics: MetricsCollector;
  logger: Logger;
  now: () => Date;
  /** Saves what was made so far, so that a crash leaves nothing the sweep cannot delete. */
  remember(cast: RunCast): Promise<void>;
}

/** One request of an iteration, ready to send. */
export interface PlannedRequest {
  path: string;
  body: unknown;
}

/** An answer as either engine reports it, for the scenario's own tallies. */
export interface StepAnswer {
  vu: number;
  iteration: number;
  status: number | 'error';
  /** The message's client id (messages), to match its delivery. */
  clientId?: string;
  /** When the request started, on this process's `performance.now()` clock. */
  startedAt: number;
}

export interface CheckOutcome {
  slots: StressSlotOutcome[];
  booking?: StressBookingSummary;
  /** Extra counts for `result.statuses` (e.g. `undelivered`). */
  statuses: Record<string, number>;
  /** Anything that fails the run besides thresholds (several winners, a double booking). */
  problems: string[];
}

/**
 * A scenario's run once its test data exists: one signed-in person per virtual user, what each
 * iteration sends, what the answers add up to, and how it all goes away.
 */
export interface PreparedRun {
  /** Everyone the run made (the deletion list). */
  people: Person[];
  vus: SignedIn[];
  /** The request of `step` for user `vu` at its `iteration`; null: nothing left to ask. */
  request(step: ScenarioStep, vu: number, iteration: number): PlannedRequest | null;
  answered(answer: StepAnswer): void;
  /** Live counts for the progress (bookings: holds won and lost). */
  live(): Pick<StressProgress, 'holds'>;
  /** What the k6 script reads (`__ENV.STRESS_DATA`): per user cookies and ids, the slots. */
  k6Data(): Record<string, unknown>;
  /** After the load: deliveries still on their way, the database check. */
  check(): Promise<CheckOutcome>;
  /** Streams and timers the run opened (not the data: the job deletes `people`). */
  close(): void;
}
