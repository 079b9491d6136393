import { StressRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type JobWorkerContext, type ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { StressDeps } from './deps.js';
import type { StressEnv } from './env.js';
import { getRunHandler, listRunsHandler, scenariosHandler } from './handlers/read.js';
import { startRunHandler } from './handlers/start.js';
import { RunStressTest } from './job/definition.js';
import { executeRun } from './job/execute-run.js';
import { sweepRunsTask } from './job/sweep.js';
import { RunPublisher } from './live.js';

export function stressDeps(ctx: ServiceContext<DB, StressEnv>): StressDeps {
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    jobs: ctx.jobs,
    live: new RunPublisher(ctx.nc, ctx.env.NATS_SUBJECT_PREFIX),
    now: () => new Date(),
  };
}

/**
 * The stress service (decision 0052): RPCs for the admin pages, the sweep, and, in the same
 * process, the worker of the `stress-tests` queue (one run at a time anyway). The runs' load
 * goes to the BFF over HTTP, like any client's. `register` runs before `registerJobs` (kit), and
 * the job shares its dependencies (the RPC client, NATS for the live events).
 */
export function stressService() {
  let deps: StressDeps | undefined;
  return {
    register(ctx: ServiceContext<DB, StressEnv>): void {
      const made = stressDeps(ctx);
      deps = made;
      registerRpcHandlers(ctx, StressRpc, {
        scenarios: scenariosHandler(made),
        start: startRunHandler(made),
        get: getRunHandler(made),
        list: listRunsHandler(made),
      });
      ctx.schedule(sweepRunsTask(made));
    },
    registerJobs(ctx: JobWorkerContext<DB, StressEnv>): void {
      const stop = new AbortController();
      ctx.onStop(() => stop.abort());
      ctx.jobs.handle(RunStressTest, async ({ id }) => {
        if (!deps) throw new Error('the stress service registered no dependencies');
        await executeRun(deps, id, stop.signal);
      });
    },
  };
}
