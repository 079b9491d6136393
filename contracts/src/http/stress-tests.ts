import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import {
  refineStressRunParams,
  StressEngine,
  StressRun,
  StressRunKind,
  StressRunParamsFields,
  StressRunSummary,
  StressScenario,
} from '../stress/model.js';

/**
 * `/api/admin/stress-tests/*` (admins; decision 0052). The pages `/admin/booking-stress-test`
 * (kind `booking`) and `/admin/stress-test` (kind `messages`) are built on these.
 *
 * | route | in | answer |
 * |---|---|---|
 * | GET /api/admin/stress-tests/scenarios | | `StressScenariosResponse` |
 * | POST /api/admin/stress-tests/runs | `StartStressRunBody` | 202 `StressRun` (queued); 200 the same run for a retried `clientId`; 409 `CONFLICT` while another run is queued or running (`details.runId`); 503 `UNAVAILABLE` when refused in production; 400 naming the field |
 * | GET /api/admin/stress-tests/runs | `StressRunsQuery` | `StressRunsResponse`, newest first (keyset pages) |
 * | GET /api/admin/stress-tests/runs/:id | | `StressRun` (404 when unknown) |
 * | GET /api/admin/stress-tests/runs/:id/events | | SSE `text/event-stream`: `StressRunEvent` (`event:` is its `type`, `data:` its JSON) |
 *
 * A run always targets this deployment (its own BFF), on test data it makes and removes itself.
 */

/** Idempotent by `clientId` (new per click of "Start"): a retry answers the run it started. */
export const StartStressRunBody = z
  .object({ ...StressRunParamsFields, clientId: Uuid })
  .strict()
  .superRefine(refineStressRunParams);
export type StartStressRunBody = z.input<typeof StartStressRunBody>;

export const StressScenariosResponse = z.object({
  items: z.array(StressScenario),
  /** What runs the scenarios here: k6 when `K6_PATH` is set, else the Node runner. */
  engine: StressEngine,
  /** False when this deployment refuses runs (production without `STRESS_TESTS_IN_PRODUCTION`). */
  allowed: z.boolean(),
  /** The run queued or running now, if any (only one at a time). */
  activeRunId: Uuid.nullable(),
});
export type StressScenariosResponse = z.infer<typeof StressScenariosResponse>;

export const StressRunsQuery = z
  .object({
    kind: StressRunKind.optional(),
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type StressRunsQuery = z.input<typeof StressRunsQuery>;

export const StressRunsResponse = z.object({
  items: z.array(StressRunSummary),
  nextCursor: z.string().nullable(),
});
export type StressRunsResponse = z.infer<typeof StressRunsResponse>;

export const StressRunParamsPath = z.object({ id: Uuid }).strict();

export const StressRunResponse = StressRun;
export type StressRunResponse = z.infer<typeof StressRunResponse>;
