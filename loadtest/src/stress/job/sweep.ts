import type { ScheduledTask } from '@arrendo/kit';
import type { StressDeps } from '../deps.js';
import { removeTestData } from '../cleanup.js';
import { RunsRepository } from '../runs.repository.js';
import { RunStressTest } from './definition.js';
import { failStalled, HEARTBEAT_MS } from './execute-run.js';

/** A running run whose heartbeat is older than this lost its worker. */
const STALLED_AFTER_MS = 6 * HEARTBEAT_MS;
/** A run still queued after this may never have reached the queue. */
const QUEUED_GRACE_MS = 30_000;

/**
 * The safety net of the runs, every 30 s on one replica: a run whose worker died ends as failed
 * and its test data goes; a finished run whose cleanup failed is cleaned again; a queued run
 * whose job did not reach Redis is queued again (same job id: never twice).
 */
export function sweepRunsTask(deps: StressDeps): ScheduledTask {
  return {
    name: 'runs.sweep',
    every: 30_000,
    async handler({ logger }) {
      const repo = new RunsRepository(deps.db);
      const now = deps.now().getTime();
      for (const run of await repo.stalled(new Date(now - STALLED_AFTER_MS))) {
        logger.warn({ runId: run.id }, 'stress run lost its worker: failing it');
        await failStalled(deps, run.id, 'The worker stopped during the run.');
      }
      for (const run of await repo.leftovers(new Date(now - QUEUED_GRACE_MS))) {
        await removeTestData(deps, run.id);
      }
      for (const run of await repo.queuedBefore(new Date(now - QUEUED_GRACE_MS))) {
        await deps.jobs.enqueue(RunStressTest, { id: run.id }, { id: run.id });
      }
    },
  };
}
