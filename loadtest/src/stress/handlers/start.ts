import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, fieldError, STRESS_SCENARIO_KIND, type StressRpc } from '@arrendo/contracts';
import { inTransaction, recordAdminAction } from '@arrendo/kit';
import type { StressDeps } from '../deps.js';
import type { DB } from '../db/types.js';
import { runsAllowed } from '../env.js';
import { RunStressTest } from '../job/definition.js';
import { RunsRepository, toRun } from '../runs.repository.js';
import { requireAdmin } from './access.js';

export const ANOTHER_RUN =
  'Another stress test is running. Wait for it to finish, then start yours.';
export const REFUSED_IN_PRODUCTION =
  'Stress tests are turned off on this deployment (production). Set STRESS_TESTS_IN_PRODUCTION=true to allow them.';

function constraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

/**
 * `rpc.stress.run.start`: admins only, from the actor. A `clientId` seen before answers its run
 * (`created: false`); while a run is queued or running the answer is CONFLICT naming it, and the
 * partial unique index `runs_one_active` keeps that true when two starts race (the loser's insert
 * fails). The run and its audit entry commit together; the job is queued after the commit (if
 * Redis refuses it then, the sweep queues it a little later: the run stays `queued`).
 */
export function startRunHandler(deps: StressDeps) {
  return inTransaction<typeof StressRpc.start, DB, undefined>({
    before: async () => undefined,
    write: async (request, call, trx) => {
      const adminId = requireAdmin(call.actor);
      if (!runsAllowed(deps.env)) throw new AppError('UNAVAILABLE', REFUSED_IN_PRODUCTION);
      if (request.vus > deps.env.STRESS_MAX_VUS) {
        throw fieldError('vus', `At most ${deps.env.STRESS_MAX_VUS} virtual users here`);
      }
      const repo = new RunsRepository(trx);
      const earlier = await repo.findByClientId(request.clientId);
      if (earlier) return { run: toRun(earlier), created: false };
      const active = await repo.active();
      if (active) throw new AppError('CONFLICT', ANOTHER_RUN, { runId: active.id });
      const { clientId, ...params } = request;
      const row = await repo
        .insert({
          id: randomUUID(),
          clientId,
          kind: STRESS_SCENARIO_KIND[params.scenario],
          params,
          engine: deps.env.K6_PATH ? 'k6' : 'node',
          startedBy: adminId,
          secret: randomBytes(32).toString('base64url'),
        })
        .catch((error: unknown) => {
          // Another start got there between the checks and the insert.
          throw constraintOf(error) === undefined ? error : new AppError('CONFLICT', ANOTHER_RUN);
        });
      await recordAdminAction(trx, 'stress', {
        actor: call.actor,
        action: 'stress.run.start',
        target: { type: 'stressRun', id: row.id },
        before: null,
        after: { ...params },
      });
      call.logger.info({ runId: row.id, ...params, by: adminId }, 'stress run queued');
      return { run: toRun(row), created: true };
    },
    afterCommit: async (reply, _request, call) => {
      if (!reply.created) return;
      deps.live.run(reply.run);
      try {
        await deps.jobs.enqueue(RunStressTest, { id: reply.run.id }, { id: reply.run.id });
      } catch (error) {
        call.logger.warn({ err: error, runId: reply.run.id }, 'stress run job not queued yet');
      }
    },
  });
}
