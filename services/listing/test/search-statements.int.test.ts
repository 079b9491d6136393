import type { SearchRequest, SortValue } from '@arrendo/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/types.js';
import { searchStatements, type SearchStatement } from '../src/search/explain.js';
import { makeCatalogue } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Runs one statement as the handler does: `begin; <settings>`, the statement, rollback. */
async function run<R>(db: Kysely<DB>, statement: SearchStatement, prefix = ''): Promise<R[]> {
  return db.connection().execute(async (conn) => {
    if (statement.settings.length > 0) {
      await conn.executeQuery(CompiledQuery.raw(['begin', ...statement.settings].join('; ')));
    }
    try {
      const result = await conn.executeQuery<R>(
        CompiledQuery.raw(`${prefix}${statement.sql}`, [...statement.parameters]),
      );
      return [...result.rows];
    } finally {
      if (statement.settings.length > 0) await conn.executeQuery(CompiledQuery.raw('rollback'));
    }
  });
}

async function plan(db: Kysely<DB>, statement: SearchStatement): Promise<PlanNode[]> {
  const rows = await run<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    db,
    statement,
    'explain (format json) ',
  );
  return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
}

const SORTS: SortValue[] = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'];
const AREA = { kind: 'radius', lat: -33.43, lng: -70.61, radiusKm: 20 } as const;

describe('the statements of a search (what the benchmark times and EXPLAINs)', () => {
  let harness: SearchHarness;

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_statements');
    await harness.import(makeCatalogue(30));
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  for (const sort of SORTS) {
    for (const area of [AREA, undefined]) {
      const request: SearchRequest = {
        listingType: 'home',
        sort,
        guests: 2,
        limit: 4,
        ...(area ? { area } : {}),
      };
      const label = `${sort}, ${area ? 'in an area' : 'no area'}`;

      it(`walk (${label}): an index in the sort order, no scan of the table, no sort`, async () => {
        const { statements } = await searchStatements(harness.db, request, new Date(), 'walk');
        const [page, count] = statements;
        expect(page?.settings).toContain('set local enable_seqscan = off');
        const pageNodes = await plan(harness.db, page!);
        const types = pageNodes.map((n) => n['Node Type']);
        expect(types).not.toContain('Seq Scan');
        expect(types).not.toContain('Sort');
        expect(types).not.toContain('Bitmap Heap Scan');
        const expected = sort.startsWith('price')
          ? 'search_documents_price_idx'
          : sort === 'newest'
            ? 'search_documents_newest_idx'
            : 'search_documents_rating_idx';
        expect(pageNodes.map((n) => n['Index Name'])).toContain(expected);
        if (sort === 'recommended' && area) expect(types).toContain('Incremental Sort');

        const countNodes = await plan(harness.db, count!);
        expect(countNodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
        const indexes = countNodes.map((n) => n['Index Name']).filter(Boolean);
        if (area) expect(indexes).toEqual(['search_documents_geo_idx']);
        else expect(indexes.length).toBe(1);
      });

      it(`gives the handler's rows (${label}), under either plan`, async () => {
        for (const forced of ['geo', 'walk'] as const) {
          const built = await searchStatements(harness.db, request, new Date(), forced);
          const [page, count] = built.statements;
          const rows = await run<{ id: string; total: string | null }>(harness.db, page!);
          const ids = rows.slice(0, request.limit).map((r) => r.id);
          const listings = await run<{ id: string }>(harness.db, built.byIds(ids));
          expect(listings.map((l) => l.id).sort()).toEqual([...ids].sort());

          const reply = await harness.page(request, forced);
          expect(ids).toEqual(reply.items.map((h) => h.id));
          const total = count
            ? (await run<{ n: number }>(harness.db, count))[0]?.n
            : Number(rows[0]?.total ?? 0);
          expect(total).toBe(reply.total?.count);
        }
      });
    }
  }
});
