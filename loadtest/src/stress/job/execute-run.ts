import { randomBytes } from 'node:crypto';
import type {
  StressMetrics,
  StressProgress,
  StressResult,
  StressRunPhase,
  StressSlotOutcome,
} from '@arrendo/contracts';
import { prepareBookingRun } from '../booking/prepare.js';
import { removeTestData } from '../cleanup.js';
import type { StressDeps } from '../deps.js';
import { MetricsCollector } from '../engine/metrics.js';
import { runWithNode, type EngineRun } from '../engine/node-engine.js';
import { evaluateThresholds } from '../engine/thresholds.js';
import { runWithK6 } from '../k6/run-k6.js';
import { prepareMessagesRun } from '../messages/prepare.js';
import type { PreparedRun, RunContext } from '../prepared.js';
import { RunsRepository, toRun } from '../runs.repository.js';
import { SCENARIOS } from '../scenarios/index.js';
import { targetUrl } from '../env.js';
import { refreshCookieName } from '../cast/cookies.js';

/** While a run's job lives, its row says so this often (the sweep fails runs that stop). */
export const HEARTBEAT_MS = 10_000;

const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The job of one run: make its test data, run the load (k6 or the Node runner), check the
 * outcome, and remove the data whatever happened, reporting each step live. A run found already
 * running was left by a worker that died: it is failed and its data removed, never run twice.
 */
export async function executeRun(deps: StressDeps, runId: string, signal?: AbortSignal) {
  const repo = new RunsRepository(deps.db);
  // Live events are a view of the stored run: one that cannot go out must not stop the run.
  const publish = async (): Promise<void> => {
    try {
      const row = await repo.find(runId);
      if (row) deps.live.run(toRun(row));
    } catch (err) {
      deps.logger.warn({ err, runId }, 'stress run: live event not published');
    }
  };
  const row = await repo.find(runId);
  if (!row) return;
  if (row.status === 'running') {
    await failStalled(deps, runId, 'The worker stopped during the run.');
    return;
  }
  if (row.status !== 'queued' || !(await repo.begin(runId, deps.now()))) return;
  await publish();

  const heartbeat = setInterval(() => {
    repo.heartbeat(runId, deps.now()).catch((err: unknown) => {
      deps.logger.warn({ err, runId }, 'stress run: heartbeat not saved');
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const scenario = SCENARIOS[row.params.scenario];
  const metrics = new MetricsCollector(scenario.measuresDelivery);
  const phase = async (next: StressRunPhase): Promise<void> => {
    await repo.setPhase(runId, next, deps.now());
    await publish();
  };
  const ctx: RunContext = {
    runId,
    runTag: `${deps.now().getTime().toString(36)}${randomBytes(3).toString('hex')}`,
    secret: row.secret ?? '',
    params: row.params,
    pacingSeconds: scenario.pacingSeconds,
    client: deps.client,
    baseUrl: targetUrl(deps.env),
    refreshCookie: refreshCookieName(deps.env.PUBLIC_URL),
    metrics,
    logger: deps.logger,
    now: deps.now,
    remember: (cast) => repo.setCast(runId, cast),
  };

  let prepared: PreparedRun | undefined;
  let progress: StressProgress | null = null;
  let result: StressResult | null = null;
  let slots: StressSlotOutcome[] = [];
  let error: string | null = null;
  // Progress rows are written one after another, never two at once.
  let writes = Promise.resolve();
  try {
    prepared =
      row.kind === 'booking' ? await prepareBookingRun(ctx) : await prepareMessagesRun(ctx);
    const run = prepared;
    await phase('load');
    const engine: EngineRun = {
      onSecond(figures, sample) {
        const current: StressProgress = { phase: 'load', ...figures, ...run.live() };
        progress = current;
        try {
          deps.live.progress(runId, current, sample);
        } catch (err) {
          deps.logger.warn({ err, runId }, 'stress run: progress event not published');
        }
        writes = writes
          .then(() => repo.progress(runId, current, sample, deps.now()))
          .catch((err: unknown) =>
            deps.logger.warn({ err, runId }, 'stress run: progress not saved'),
          );
      },
      ...(signal ? { signal } : {}),
    };
    let k6Metrics: StressMetrics | undefined;
    let elapsedSeconds: number;
    let maxVus: number;
    if (deps.env.K6_PATH) {
      const k6 = await runWithK6(deps.env.K6_PATH, scenario, run, ctx, engine);
      ({ elapsedSeconds, maxVus } = k6);
      k6Metrics = k6.metrics;
    } else {
      ({ elapsedSeconds, maxVus } = await runWithNode(scenario, run, ctx, engine));
    }
    await writes;
    await phase('check');
    const check = await run.check();
    const measured = metrics.metrics(elapsedSeconds, maxVus);
    // k6's own summary when it ran; the delivery is always measured here, beside the load.
    const final: StressMetrics = k6Metrics
      ? {
          ...k6Metrics,
          ...(measured.message_delivery_duration
            ? { message_delivery_duration: measured.message_delivery_duration }
            : {}),
        }
      : measured;
    const thresholds = evaluateThresholds(scenario.thresholds, final);
    result = {
      passed: thresholds.every((t) => t.ok) && check.problems.length === 0,
      metrics: final,
      thresholds,
      statuses: { ...metrics.statusCounts(), ...check.statuses },
      ...(check.booking ? { booking: check.booking } : {}),
    };
    slots = check.slots;
    progress = { phase: 'check', elapsedSeconds, metrics: final, ...run.live() };
    if (check.problems.length > 0) {
      deps.logger.error(
        { runId, problems: check.problems },
        'stress run found a correctness problem',
      );
    }
  } catch (err) {
    error = messageOf(err);
    deps.logger.warn({ err, runId }, 'stress run failed');
  } finally {
    prepared?.close();
    await writes;
    try {
      await phase('cleanup');
      await removeTestData(deps, runId);
    } catch (err) {
      deps.logger.warn({ err, runId }, 'stress run: cleanup failed (the sweep will retry)');
    }
    clearInterval(heartbeat);
    await repo.finish(
      runId,
      { status: error === null ? 'completed' : 'failed', result, progress, slots, error },
      deps.now(),
    );
    await publish();
  }
}

/** A run whose worker died: its data goes, and it ends as failed. */
export async function failStalled(deps: StressDeps, runId: string, why: string): Promise<void> {
  const repo = new RunsRepository(deps.db);
  try {
    await removeTestData(deps, runId);
  } catch (err) {
    deps.logger.warn({ err, runId }, 'stalled stress run: cleanup failed (the sweep will retry)');
  }
  await repo.finish(
    runId,
    { status: 'failed', result: null, progress: null, slots: [], error: why },
    deps.now(),
  );
  const row = await repo.find(runId);
  if (row) deps.live.run(toRun(row));
}
