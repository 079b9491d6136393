import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { Uuid } from '../common/ids.js';
import {
  StartStressRunBody,
  StressRunsResponse,
  StressScenariosResponse,
} from '../http/stress-tests.js';
import { StressRun, StressRunKind } from './model.js';

export const StartStressRunRequest = StartStressRunBody;

export const StartStressRunReply = z.object({
  run: StressRun,
  /** False when `clientId` had already started this run (a retry): nothing new was queued. */
  created: z.boolean(),
});
export type StartStressRunReply = z.infer<typeof StartStressRunReply>;

export const GetStressRunRequest = z.object({ id: Uuid }).strict();

export const ListStressRunsRequest = z
  .object({
    kind: StressRunKind.optional(),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .strict();

/**
 * The stress service (decision 0052): admins only, checked by the service from the actor. Start
 * refuses with CONFLICT (`details.runId`) while a run is queued or running, and with UNAVAILABLE
 * when the deployment runs in production without `STRESS_TESTS_IN_PRODUCTION=true`.
 */
export const StressRpc = {
  health: healthRpc('stress'),
  scenarios: defineRpc('rpc.stress.scenario.list', z.object({}).strict(), StressScenariosResponse),
  start: defineRpc('rpc.stress.run.start', StartStressRunRequest, StartStressRunReply),
  get: defineRpc('rpc.stress.run.get', GetStressRunRequest, StressRun),
  list: defineRpc('rpc.stress.run.list', ListStressRunsRequest, StressRunsResponse),
} as const;
