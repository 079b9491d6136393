import {
  SEARCH_HIT_PHOTOS,
  SEARCH_TOTAL_CAP,
  type ParsedSearchRequest,
  type SearchHit,
  type SearchReply,
  type SearchTotal,
} from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB, PropertyRow } from '../db/types.js';
import { toPhoto, toPropertySummary } from '../domain/property-mapper.js';
import { SearchRepository } from '../repositories/search.repository.js';
import { encodeSortCursor } from '../repositories/search/sorts.js';
import { buildStatements, type PageRow } from '../repositories/search/statements.js';
import { choosePlan, type DensityGrid, type SearchPlan } from './density.js';

export interface SearchOptions {
  grid: DensityGrid;
  now?: Date;
  /** Tests force each plan to show both give the same answer. */
  plan?: SearchPlan;
}

function totalOf(plan: SearchPlan, rows: PageRow[], counted: number | null): SearchTotal {
  if (plan === 'geo') return { count: Number(rows[0]?.total ?? 0), relation: 'exact' };
  const n = counted ?? 0;
  return n > SEARCH_TOTAL_CAP
    ? { count: SEARCH_TOTAL_CAP, relation: 'atLeast' }
    : { count: n, relation: 'exact' };
}

function hitOf(row: PropertyRow, distanceM: number | null): SearchHit {
  return {
    ...toPropertySummary(row),
    photos: row.photos.slice(0, SEARCH_HIT_PHOTOS).map(toPhoto),
    photoCount: row.photos.length,
    region: row.region ?? '',
    highlights: row.highlights as SearchHit['highlights'],
    distanceM,
  };
}

/** `rpc.listing.search.query`: one page of the guest's search (repositories/search/). */
export async function search(
  db: Kysely<DB>,
  request: ParsedSearchRequest,
  options: SearchOptions,
): Promise<SearchReply> {
  const now = options.now ?? new Date();
  const plan = options.plan ?? choosePlan(options.grid, request);
  const statements = buildStatements(request, plan, now);
  const repo = new SearchRepository(db);
  const [page, counted] = await Promise.all([
    repo.runPlanned(statements.page),
    statements.count ? repo.runPlanned(statements.count) : undefined,
  ]);
  const rows = page.rows;
  const more = rows.length > request.limit;
  const shown = more ? rows.slice(0, request.limit) : rows;
  const ids = shown.map((r) => r.id);
  const properties = await repo.propertiesById(ids);
  const byId = new Map(properties.map((p) => [p.id, p]));
  const radius = request.area?.kind === 'radius';
  const items = shown.flatMap((r) => {
    const row = byId.get(r.id);
    // Gone between the two reads (a cascade delete): skipped, the cursor still moves past it.
    return row ? [hitOf(row, radius ? r.dist : null)] : [];
  });
  const last = shown.at(-1);
  return {
    items,
    nextCursor: more && last ? encodeSortCursor(request.sort, last) : null,
    total:
      request.cursor === undefined
        ? totalOf(plan, rows, counted ? (counted.rows[0]?.n ?? 0) : null)
        : null,
  };
}
