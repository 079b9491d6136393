import { SearchRequest } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { SearchRepository } from '../repositories/search.repository.js';
import { buildStatements, type PlannedStatement } from '../repositories/search/statements.js';
import { choosePlan, DensityGrid, type SearchPlan } from './density.js';

/** One grid per handle, loaded once even when the first calls come all at once. */
const grids = new WeakMap<Kysely<DB>, Promise<DensityGrid>>();

/** One statement as the search handler sends it. */
export interface SearchStatement {
  name: string;
  sql: string;
  parameters: readonly unknown[];
  /**
   * `set local …` statements the handler runs first, in the same transaction: it sends
   * `begin; <settings>` in one round trip, then the statement, then `commit`. Empty: the
   * statement runs alone.
   */
  settings: readonly string[];
}

export interface SearchStatements {
  plan: SearchPlan;
  /** The page, and the count when the plan counts apart: run at once, on two connections. */
  statements: SearchStatement[];
  /** Then the page's listings read by id (the ids of the page's rows, up to the limit). */
  byIds(ids: readonly string[]): SearchStatement;
}

/**
 * The exact statements the search handler runs for `request`, with the plan it would choose,
 * for raw-SQL timing and EXPLAIN in the benchmark (`import { searchStatements } from
 * '@arrendo/listing/search'`). The density grid is loaded once per database handle, as a
 * service process does at start; `plan` forces one, as the tests do.
 */
export async function searchStatements(
  db: Kysely<DB>,
  request: SearchRequest,
  now: Date = new Date(),
  plan?: SearchPlan,
): Promise<SearchStatements> {
  let loading = grids.get(db);
  if (!loading) {
    const fresh = new DensityGrid();
    loading = fresh.refresh(db).then(() => fresh);
    grids.set(db, loading);
    loading.catch(() => grids.delete(db));
  }
  const grid = await loading;
  const parsed = SearchRequest.parse(request);
  const chosen = plan ?? choosePlan(grid, parsed);
  const built = buildStatements(parsed, chosen, now);
  const compile = <R>(name: string, s: PlannedStatement<R>): SearchStatement => {
    const { sql, parameters } = s.query.compile(db);
    return { name, sql, parameters, settings: s.settings };
  };
  const statements = [compile(`page (${chosen})`, built.page)];
  if (built.count) statements.push(compile(`count (${chosen})`, built.count));
  return {
    plan: chosen,
    statements,
    byIds: (ids) => {
      const { sql, parameters } = new SearchRepository(db).propertiesByIdQuery(ids).compile();
      return { name: 'listings by id', sql, parameters, settings: [] };
    },
  };
}

export { DensityGrid, choosePlan, SPARSE_MAX } from './density.js';
export type { SearchPlan } from './density.js';
/** For the benchmark's bulk load of calendars and bookings (the projection's own SQL). */
export { loadProjectionSources } from './projection.js';
export { refreshSearchDocuments } from '../repositories/search.repository.js';
