import { performance } from 'node:perf_hooks';
import type { StressProgress, StressSample } from '@arrendo/contracts';
import type { PreparedRun, RunContext } from '../prepared.js';
import type { ScenarioDefinition } from '../scenarios/index.js';
import { realClock, type Clock } from './clock.js';
import { sendStep } from './http.js';
import { runStages } from './runner.js';
import { stagesFor } from './stages.js';

/** A request still unanswered after this long is an error (k6's default timeout is 60 s). */
const REQUEST_TIMEOUT_MS = 30_000;
/** k6's `gracefulStop` default is 30 s; the run's last holds need far less. */
const GRACEFUL_STOP_MS = 10_000;

export interface EngineRun {
  onSecond(progress: Omit<StressProgress, 'phase'>, sample: StressSample): void;
  signal?: AbortSignal;
  clock?: Clock;
}

function clientIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('clientId' in body)) return undefined;
  return typeof body.clientId === 'string' ? body.clientId : undefined;
}

/** The Node engine: the scenario's steps, sent by `runStages`' virtual users. */
export async function runWithNode(
  scenario: ScenarioDefinition,
  prepared: PreparedRun,
  ctx: Pick<RunContext, 'params' | 'baseUrl' | 'metrics'>,
  run: EngineRun,
): Promise<{ elapsedSeconds: number; maxVus: number }> {
  return runStages({
    plan: stagesFor(ctx.params),
    pacingMs: scenario.pacingSeconds * 1000,
    gracefulStopMs: GRACEFUL_STOP_MS,
    metrics: ctx.metrics,
    clock: run.clock ?? realClock,
    onSecond: run.onSecond,
    ...(run.signal ? { signal: run.signal } : {}),
    async iteration(vu, iteration, signal) {
      const person = prepared.vus[vu];
      if (!person) return;
      for (const step of scenario.steps) {
        const planned = prepared.request(step, vu, iteration);
        if (!planned) return;
        const startedAt = performance.now();
        const answer = await sendStep(
          {
            baseUrl: ctx.baseUrl,
            method: step.method,
            path: planned.path,
            body: planned.body,
            name: step.name,
            expectedStatuses: step.expectedStatuses,
            jar: person.jar,
            timeoutMs: REQUEST_TIMEOUT_MS,
            signal,
          },
          ctx.metrics,
        );
        const clientId = clientIdOf(planned.body);
        prepared.answered({
          vu,
          iteration,
          status: answer.status,
          startedAt,
          ...(clientId ? { clientId } : {}),
        });
      }
    },
  });
}
