import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';

/**
 * Stress tests (issue 29, decision 0052): an admin launches a run of one scenario against this
 * deployment; the `stress` service runs it as a BullMQ job (k6 when `K6_PATH` is set, else the
 * Node runner over the same definitions) and reports in k6's metric names.
 */

/** Which admin page a run belongs to: `/admin/booking-stress-test` or `/admin/stress-test`. */
export const StressRunKind = z.enum(['booking', 'messages']);
export type StressRunKind = z.infer<typeof StressRunKind>;

/**
 * The scenarios, each defined once in `loadtest/src/stress/scenarios/` (and generated into
 * `loadtest/k6/<id>.ts`):
 * - `booking-contention`: every virtual user is a guest; at its n-th iteration each one tries to
 *   hold the run's n-th slot, so all users race for the same slots; exactly one may win each.
 * - `message-delivery`: every virtual user is a guest messaging the run's host (and back); the
 *   time from the send to its arrival on the recipient's live stream is the delivery latency.
 */
export const StressScenarioId = z.enum(['booking-contention', 'message-delivery']);
export type StressScenarioId = z.infer<typeof StressScenarioId>;

export const STRESS_SCENARIO_KIND: Readonly<Record<StressScenarioId, StressRunKind>> = {
  'booking-contention': 'booking',
  'message-delivery': 'messages',
};

/** What a run may ask for: small enough that one machine's deployment survives it. */
export const STRESS_LIMITS = {
  vus: { min: 1, max: 200 },
  durationSeconds: { min: 5, max: 600 },
  rampSeconds: { min: 0, max: 300 },
} as const;

/** One k6 stage: ramp linearly to `target` virtual users over `durationSeconds`. */
export const StressStage = z.object({
  durationSeconds: z.number().int().nonnegative(),
  target: z.number().int().nonnegative(),
});
export type StressStage = z.infer<typeof StressStage>;

/** A request of the scenario's iteration, named as its k6 `tags.name` (e.g. `POST /api/bookings`). */
export const StressRequestStep = z.object({
  name: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  /** Statuses that are an expected answer (k6 `expectedStatuses`): a 409 lost race is not a failure. */
  expectedStatuses: z.array(z.number().int()),
});
export type StressRequestStep = z.infer<typeof StressRequestStep>;

/** Pass marks, as k6 thresholds: `http_req_duration: p(95)<p95Ms`, `http_req_failed: rate<errorRate`. */
export const StressThresholds = z.object({
  p95Ms: z.number().positive(),
  /** 0–1 (0.01 = 1 %). */
  errorRate: z.number().min(0).max(1),
});
export type StressThresholds = z.infer<typeof StressThresholds>;

/** A scenario as `GET /api/admin/stress-tests/scenarios` lists it (titles are the page's i18n, by id). */
export const StressScenario = z.object({
  id: StressScenarioId,
  kind: StressRunKind,
  /** The form's starting values. */
  defaults: z.object({
    vus: z.number().int(),
    durationSeconds: z.number().int(),
    rampSeconds: z.number().int(),
  }),
  /** The stages of the default run (the run's own come from its vus/duration/ramp). */
  stages: z.array(StressStage),
  requests: z.array(StressRequestStep),
  thresholds: StressThresholds,
  /** Listing types the scenario can target (booking: home = per day, experience = per hour). */
  targets: z.array(ListingType),
});
export type StressScenario = z.infer<typeof StressScenario>;

const positiveInt = (label: string, min: number, max: number) =>
  z
    .number(`Enter the ${label}`)
    .int(`Enter a whole number of ${label}`)
    .min(min, `At least ${min} ${label}`)
    .max(max, `At most ${max} ${label}`);

/** The run an admin asks for (`POST /api/admin/stress-tests/runs`). */
export const StressRunParamsFields = {
  scenario: StressScenarioId,
  vus: positiveInt('virtual users', STRESS_LIMITS.vus.min, STRESS_LIMITS.vus.max),
  durationSeconds: positiveInt(
    'seconds',
    STRESS_LIMITS.durationSeconds.min,
    STRESS_LIMITS.durationSeconds.max,
  ),
  rampSeconds: positiveInt('seconds', STRESS_LIMITS.rampSeconds.min, STRESS_LIMITS.rampSeconds.max),
  /**
   * What the run books: a listing per day (`home`, two-night stays) or per hour (`experience`,
   * two-hour slots). Required for `booking-contention`, absent for `message-delivery`. The run
   * makes its own listing: never one of the deployment's real ones.
   */
  target: z.object({ listingType: ListingType }).strict().optional(),
};

export function refineStressRunParams(
  params: {
    scenario: StressScenarioId;
    durationSeconds: number;
    rampSeconds: number;
    target?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  if (params.rampSeconds > params.durationSeconds) {
    ctx.addIssue({
      code: 'custom',
      path: ['rampSeconds'],
      message: 'The ramp cannot be longer than the run',
    });
  }
  const kind = STRESS_SCENARIO_KIND[params.scenario];
  if (kind === 'booking' && params.target === undefined) {
    ctx.addIssue({ code: 'custom', path: ['target'], message: 'Choose what the run books' });
  }
  if (kind === 'messages' && params.target !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['target'], message: 'This scenario takes no target' });
  }
}

export const StressRunParams = z
  .object(StressRunParamsFields)
  .strict()
  .superRefine(refineStressRunParams);
export type StressRunParams = z.infer<typeof StressRunParams>;
export type StressRunParamsInput = z.input<typeof StressRunParams>;

/**
 * - `queued`: accepted, waiting for the worker.
 * - `running`: see `phase`.
 * - `completed`: ran to the end (thresholds may still have failed: `result.passed`).
 * - `failed`: could not run or was cut short (`error` says why); its test data was still removed.
 */
export const StressRunStatus = z.enum(['queued', 'running', 'completed', 'failed']);
export type StressRunStatus = z.infer<typeof StressRunStatus>;

/** setup: making the test data; load: the virtual users run; check: the database check; cleanup. */
export const StressRunPhase = z.enum(['setup', 'load', 'check', 'cleanup']);
export type StressRunPhase = z.infer<typeof StressRunPhase>;

/** `node`: the built-in runner; `k6`: the k6 binary at `K6_PATH`. */
export const StressEngine = z.enum(['node', 'k6']);
export type StressEngine = z.infer<typeof StressEngine>;

/** A k6 Trend in milliseconds; null figures while there is no sample. */
export const StressTrend = z.object({
  avg: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  'p(50)': z.number().nullable(),
  'p(95)': z.number().nullable(),
  'p(99)': z.number().nullable(),
});
export type StressTrend = z.infer<typeof StressTrend>;

/** A k6 Counter. */
export const StressCounter = z.object({ count: z.number().int().nonnegative(), rate: z.number() });
export type StressCounter = z.infer<typeof StressCounter>;

/** A k6 Rate: the share of true values (`http_req_failed`: of failed requests), 0–1. */
export const StressRate = z.object({
  rate: z.number().min(0).max(1),
  /** How many were true (failed requests) out of `total`. */
  trues: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type StressRate = z.infer<typeof StressRate>;

/** The figures so far or at the end, under k6's metric names. */
export const StressMetrics = z.object({
  http_reqs: StressCounter,
  http_req_duration: StressTrend,
  http_req_failed: StressRate,
  iterations: StressCounter,
  /** Virtual users now (at the end: the most that ran at once). */
  vus: z.number().int().nonnegative(),
  /** Messages: send → arrival on the recipient's live stream (a k6 custom Trend). */
  message_delivery_duration: StressTrend.optional(),
});
export type StressMetrics = z.infer<typeof StressMetrics>;

/** One second of the run, for the live chart (figures of that second only). */
export const StressSample = z.object({
  /** Seconds since the load started. */
  second: z.number().int().nonnegative(),
  vus: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  p95Ms: z.number().nullable(),
});
export type StressSample = z.infer<typeof StressSample>;

/** Progress of a running run (also kept on the finished run: its last state). */
export const StressProgress = z.object({
  phase: StressRunPhase,
  elapsedSeconds: z.number().int().nonnegative(),
  metrics: StressMetrics,
  /** Booking runs: holds so far that won their slot (201), lost it (409), or got another answer. */
  holds: z
    .object({
      won: z.number().int().nonnegative(),
      lost: z.number().int().nonnegative(),
      other: z.number().int().nonnegative(),
    })
    .optional(),
});
export type StressProgress = z.infer<typeof StressProgress>;

/** One k6 threshold and whether it held, e.g. `http_req_duration` `p(95)<800`. */
export const StressThresholdOutcome = z.object({
  metric: z.enum(['http_req_duration', 'http_req_failed', 'message_delivery_duration']),
  expression: z.string(),
  ok: z.boolean(),
});
export type StressThresholdOutcome = z.infer<typeof StressThresholdOutcome>;

/** One contested slot of a booking run: who asked, who won. */
export const StressSlotOutcome = z.object({
  /** The slot as the run asked for it: `2026-12-03/2026-12-05` (stay) or `2026-12-03 11:00+2h`. */
  slot: z.string(),
  listingId: Uuid,
  contenders: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  /** 409: the slot was taken. */
  lost: z.number().int().nonnegative(),
  /** Any other answer (429, 503, network error). */
  other: z.number().int().nonnegative(),
});
export type StressSlotOutcome = z.infer<typeof StressSlotOutcome>;

/** The booking service's own check of its tables after the run (no double booking). */
export const StressDoubleBookingCheck = z.object({
  listingsChecked: z.number().int().nonnegative(),
  /** Live reservations of the run's listings found overlapping another (must be 0). */
  overlaps: z.number().int().nonnegative(),
  /** Live reservations the run's listings hold afterwards. */
  liveReservations: z.number().int().nonnegative(),
});
export type StressDoubleBookingCheck = z.infer<typeof StressDoubleBookingCheck>;

export const StressBookingSummary = z.object({
  slotsContested: z.number().int().nonnegative(),
  /** Slots with exactly one winner (the rest are listed in `slots` with their counts). */
  slotsWithOneWinner: z.number().int().nonnegative(),
  slotsWithNoWinner: z.number().int().nonnegative(),
  slotsWithSeveralWinners: z.number().int().nonnegative(),
  doubleBookings: StressDoubleBookingCheck,
});
export type StressBookingSummary = z.infer<typeof StressBookingSummary>;

/** What a finished run measured. `passed`: every threshold held and (booking) no double booking. */
export const StressResult = z.object({
  passed: z.boolean(),
  metrics: StressMetrics,
  thresholds: z.array(StressThresholdOutcome),
  /** Answers by status (`201`, `409`, `429`, `error`…), over every request. */
  statuses: z.record(z.string(), z.number().int().nonnegative()),
  booking: StressBookingSummary.optional(),
});
export type StressResult = z.infer<typeof StressResult>;

/** A run as the list shows it (enough to compare runs). */
export const StressRunSummary = z.object({
  id: Uuid,
  kind: StressRunKind,
  params: StressRunParams,
  engine: StressEngine,
  status: StressRunStatus,
  /** What a running run is doing now (null once finished or while queued). */
  phase: StressRunPhase.nullable(),
  startedBy: z.object({ userId: Uuid }),
  createdAt: IsoDateTime,
  startedAt: IsoDateTime.nullable(),
  finishedAt: IsoDateTime.nullable(),
  progress: StressProgress.nullable(),
  result: StressResult.nullable(),
  /** Why a `failed` run failed. */
  error: z.string().nullable(),
});
export type StressRunSummary = z.infer<typeof StressRunSummary>;

/** One run with its per-second samples and, for bookings, every contested slot. */
export const StressRun = StressRunSummary.extend({
  samples: z.array(StressSample),
  slots: z.array(StressSlotOutcome),
});
export type StressRun = z.infer<typeof StressRun>;

/**
 * What `GET /api/admin/stress-tests/runs/:id/events` streams (SSE, `event:` = `type`):
 * - `run`: the whole run, first on connect and again on every status or phase change;
 * - `progress`: every second while the load runs: the figures so far and that second's sample.
 * The stream ends after the `run` event of a finished (`completed`/`failed`) run.
 */
export const StressRunEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run'), run: StressRun }),
  z.object({
    type: z.literal('progress'),
    runId: Uuid,
    progress: StressProgress,
    sample: StressSample,
  }),
]);
export type StressRunEvent = z.infer<typeof StressRunEvent>;
