import type { Kysely } from 'kysely';
import type { Logger, RpcClient } from '@arrendo/kit';
import { deletePeople } from './cast/people.js';
import type { DB } from './db/types.js';
import { RunsRepository } from './runs.repository.js';

/**
 * Deletes every account the run made (their holds end and the host's listings go with them),
 * then forgets the run's secret. When some deletion fails the secret stays, and the sweep tries
 * again a minute later. True when nothing is left.
 */
export async function removeTestData(
  deps: { db: Kysely<DB>; client: RpcClient; logger: Logger },
  runId: string,
): Promise<boolean> {
  const repo = new RunsRepository(deps.db);
  const row = await repo.find(runId);
  if (!row || row.secret === null) return true;
  const people = row.cast_data?.people ?? [];
  const problems = await deletePeople(deps.client, people, row.secret);
  if (problems.length > 0) {
    deps.logger.warn(
      { runId, problems: problems.slice(0, 5) },
      'stress run: test data not all removed',
    );
    return false;
  }
  await repo.forgetSecret(runId);
  return true;
}
