import { AppError, type StressRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { StressDeps } from '../deps.js';
import { runsAllowed } from '../env.js';
import { RunsRepository, toRun, toRunSummary } from '../runs.repository.js';
import { SCENARIOS, toStressScenario } from '../scenarios/index.js';
import { requireAdmin } from './access.js';

/** `rpc.stress.scenario.list`: the scenarios, the engine, and whether a run may start now. */
export function scenariosHandler(deps: StressDeps): RpcHandler<typeof StressRpc.scenarios> {
  return async (_request, call) => {
    requireAdmin(call.actor);
    const active = await new RunsRepository(deps.db).active();
    return {
      items: Object.values(SCENARIOS).map(toStressScenario),
      engine: deps.env.K6_PATH ? 'k6' : 'node',
      allowed: runsAllowed(deps.env),
      activeRunId: active?.id ?? null,
    };
  };
}

export function getRunHandler(deps: StressDeps): RpcHandler<typeof StressRpc.get> {
  return async ({ id }, call) => {
    requireAdmin(call.actor);
    const row = await new RunsRepository(deps.db).find(id);
    if (!row) throw new AppError('NOT_FOUND', 'There is no such stress run.');
    return toRun(row);
  };
}

/** Newest first, optionally one page's kind; keyset pages. */
export function listRunsHandler(deps: StressDeps): RpcHandler<typeof StressRpc.list> {
  return async ({ kind, cursor, limit }, call) => {
    requireAdmin(call.actor);
    const after = cursor ? decodeTimestampIdCursor(cursor) : undefined;
    const rows = await new RunsRepository(deps.db).list(kind, after, limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toRunSummary),
      nextCursor:
        rows.length > limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursor_at, id: last.id })
          : null,
    };
  };
}
