import { SEARCH_TOTAL_CAP, type ParsedSearchRequest } from '@arrendo/contracts';
import { sql, type RawBuilder } from 'kysely';
import { boxOf } from '../../search/area.js';
import type { SearchPlan } from '../../search/density.js';
import { sortSql, type SortKeyRow } from './sorts.js';
import { availabilityCondition } from './when.js';

/**
 * The SQL of one search, under either plan (both give the same rows in the same order):
 * - 'geo': the candidates in the area through the GiST index on `geo` (materialised, so the
 *   planner cannot trade it for a walk), filtered, sorted, counted exactly with a window;
 * - 'walk': the sort order's btree walked from the cursor, each row filtered (area included,
 *   as plain comparisons no index serves) until the page is full; the total is counted apart,
 *   up to `SEARCH_TOTAL_CAP`, walking the GiST index on `geo` (or, without an area, a btree
 *   leading with `listing_type`) and stopping at the cap.
 *
 * Postgres cannot know that a walk stops early (it estimates the filters' selectivity, and
 * under-estimates dense areas), so it would plan a walk as a (parallel) sequential scan and a
 * sort of every match. The walk's statements therefore run with `WALK_SETTINGS`, in a
 * transaction of their own, which leave it only the index walks.
 *
 * The search read model's statement builders: `SearchRepository` (`../search.repository.ts`)
 * runs what they build.
 */

export interface PageRow extends SortKeyRow {
  /** 'geo' plan, first page: every match. */
  total: string | null;
}

/** One statement and the `set local` settings to run before it, in the same transaction. */
export interface PlannedStatement<R> {
  query: RawBuilder<R>;
  settings: readonly string[];
}

export interface SearchStatements {
  page: PlannedStatement<PageRow>;
  /** 'walk' plan, first page: matches up to the cap + 1. */
  count: PlannedStatement<{ n: number }> | null;
}

/**
 * A walk reads an index in order and stops once it has enough rows: no sequential scan, no
 * bitmap (which reads every match before the first row comes out), and no parallel workers (2
 * cores under concurrent searches; a worker only adds start-up cost to a walk of a few hundred
 * rows).
 */
export const WALK_SETTINGS: readonly string[] = [
  'set local enable_seqscan = off',
  'set local enable_bitmapscan = off',
  'set local enable_sort = off',
  'set local max_parallel_workers_per_gather = 0',
];
/** The geo plan reads a few thousand rows at most: parallel workers only cost. */
export const GEO_SETTINGS: readonly string[] = ['set local max_parallel_workers_per_gather = 0'];

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** Every filter but the area, on `d` = `search_documents`. */
function filterConditions(request: ParsedSearchRequest, now: Date): RawBuilder<unknown>[] {
  const c: RawBuilder<unknown>[] = [sql`d.listing_type = ${request.listingType}`];
  const category = request.category;
  if (category?.kind === 'category') c.push(sql`d.category = ${category.id}`);
  if (category?.kind === 'subcategory') c.push(sql`d.subcategory = ${category.id}`);
  if (category?.kind === 'highlight') c.push(sql`d.highlights @> array[${category.id}]::text[]`);
  if (category?.kind === 'trending') c.push(sql`d.trending_score > 0`);
  if (request.guests !== undefined) c.push(sql`d.max_guests >= ${request.guests}`);
  if (request.minPrice !== undefined) c.push(sql`d.price_amount >= ${request.minPrice}`);
  if (request.maxPrice !== undefined) c.push(sql`d.price_amount <= ${request.maxPrice}`);
  if (request.bedrooms !== undefined) c.push(sql`d.bedrooms >= ${request.bedrooms}`);
  if (request.bathrooms !== undefined) c.push(sql`d.bathrooms >= ${request.bathrooms}`);
  if (request.amenities?.length) c.push(sql`d.amenities @> ${request.amenities}::text[]`);
  if (request.petsAllowed) c.push(sql`d.pets_allowed`);
  if (request.instantBook) c.push(sql`d.instant_book`);
  const available = availabilityCondition(request, now);
  if (available) c.push(available);
  return c;
}

/** The distance to the searched point, in whole metres; null without a point. */
function distanceOf(request: ParsedSearchRequest): RawBuilder<number> | null {
  const area = request.area;
  if (area?.kind !== 'radius') return null;
  return sql<number>`search_distance_m(${area.lat}::float8, ${area.lng}::float8, d.lat, d.lng)`;
}

/**
 * The area as a condition the GiST index on `geo` serves ('index': to find the area's rows), or
 * as plain comparisons ('filter': checked on each row of a walk in another index's order).
 */
function areaConditions(
  request: ParsedSearchRequest,
  as: 'index' | 'filter',
): RawBuilder<unknown>[] {
  const area = request.area;
  if (!area) return [];
  const box = boxOf(area);
  const inBox =
    as === 'index'
      ? sql`d.geo <@ box(point(${box.west}::float8, ${box.south}::float8),
          point(${box.east}::float8, ${box.north}::float8))`
      : sql`d.lat between ${box.south}::float8 and ${box.north}::float8
          and d.lng between ${box.west}::float8 and ${box.east}::float8`;
  const dist = distanceOf(request);
  return dist && area.kind === 'radius'
    ? [inBox, sql`${dist} <= ${Math.round(area.radiusKm * 1000)}`]
    : [inBox];
}

const PUBLISHED_KEY = sql`to_char(d.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function buildStatements(
  request: ParsedSearchRequest,
  plan: SearchPlan,
  now: Date,
): SearchStatements {
  const firstPage = request.cursor === undefined;
  const filters = filterConditions(request, now);
  const dist = distanceOf(request);
  const limit = request.limit + 1;

  if (plan === 'geo') {
    const where = [...filters, ...areaConditions(request, 'index')];
    // Inside the CTE the distance is computed once; outside, `d.dist` is that column.
    const sort = sortSql(request.sort, request.cursor, dist ? sql<number>`d.dist` : null);
    const page = sql<PageRow>`
      with c as materialized (
        select d.id, d.rating, d.review_count, d.price_amount, d.published_at,
          ${dist ?? sql`0`} as dist
        from search_documents d
        where ${and(where)}
      )
      select d.id, d.rating::text as rating, d.review_count, d.price_amount::text as price_amount,
        ${PUBLISHED_KEY} as published_key, d.dist,
        ${firstPage ? sql`count(*) over ()` : sql`null::bigint`} as total
      from c as d
      where ${sort.after ?? sql`true`}
      order by ${sort.orderBy}
      limit ${limit}`;
    return { page: { query: page, settings: GEO_SETTINGS }, count: null };
  }

  // The order's btree (listing_type, then the sort key) walked from the cursor; for
  // 'recommended' with a point, the rows of one (rating, reviews) come out of the index
  // together and an incremental sort orders them by distance.
  const sort = sortSql(request.sort, request.cursor, dist);
  const page = sql<PageRow>`
    select d.id, d.rating::text as rating, d.review_count, d.price_amount::text as price_amount,
      ${PUBLISHED_KEY} as published_key, ${dist ?? sql`0`} as dist, null::bigint as total
    from search_documents d
    where ${and([...filters, ...areaConditions(request, 'filter'), ...(sort.after ? [sort.after] : [])])}
    order by ${sort.orderBy}
    limit ${limit}`;
  // The count walks the area's rows in the GiST index (any order will do) and stops at the cap.
  const count = firstPage
    ? sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from search_documents d
        where ${and([...filters, ...areaConditions(request, 'index')])}
        limit ${SEARCH_TOTAL_CAP + 1}
      ) s`
    : null;
  return {
    page: { query: page, settings: WALK_SETTINGS },
    count: count ? { query: count, settings: WALK_SETTINGS } : null,
  };
}
