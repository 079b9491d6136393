import { SearchRequest } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { choosePlan, DensityGrid } from './density.js';
import { buildStatements } from './statements.js';

const grids = new WeakMap<Kysely<DB>, DensityGrid>();

/**
 * The exact statements the search handler runs for `request` (the page, and the count when
 * the plan counts apart), with the plan it would choose, for raw-SQL timing and EXPLAIN in the
 * benchmark (`import { searchStatements } from '@arrendo/listing/search'`). The density grid is
 * loaded once per database handle, as a service process does at start.
 */
export async function searchStatements(
  db: Kysely<DB>,
  request: SearchRequest,
  now: Date = new Date(),
): Promise<{ name: string; sql: string; parameters: readonly unknown[] }[]> {
  let grid = grids.get(db);
  if (!grid) {
    grid = new DensityGrid();
    await grid.refresh(db);
    grids.set(db, grid);
  }
  const parsed = SearchRequest.parse(request);
  const plan = choosePlan(grid, parsed);
  const statements = buildStatements(parsed, plan, now);
  const out = [{ name: `page (${plan})`, ...statements.page.compile(db) }];
  if (statements.count) out.push({ name: `count (${plan})`, ...statements.count.compile(db) });
  return out.map(({ name, sql, parameters }) => ({ name, sql, parameters }));
}

export { DensityGrid, choosePlan } from './density.js';
export type { SearchPlan } from './density.js';
/** For the benchmark's bulk load of calendars and bookings (the projection's own SQL). */
export { loadProjectionSources } from './projection.js';
export { refreshSearchDocuments } from './documents.js';
