import { SearchQuery, searchRequestFromQuery, type SearchRequest } from '@arrendo/contracts';
import { createDatabase, createLogger } from '@arrendo/kit';
import { searchStatements } from '@arrendo/listing/search';
import type { DB } from '@arrendo/listing/testing';
import type { SearchParams } from './scenarios.js';
import type { SqlRequest } from './sql-load.js';

export interface ListingStatements {
  /** The RPC request the BFF makes of these query parameters (its only translation step). */
  requestOf(params: SearchParams): SearchRequest;
  /** What the listing service would send Postgres for these parameters. */
  forParams(params: SearchParams, now?: Date): Promise<SqlRequest>;
  close(): Promise<void>;
}

/**
 * The listing service's own statements (`searchStatements`: the page and the count with their
 * `set local` settings, under the plan the service's density grid chooses, and the read of the
 * page's listings by id that the handler makes after them), compiled by a Kysely handle on the
 * bench database.
 */
export function listingStatements(databaseUrl: string): ListingStatements {
  const logger = createLogger({ name: 'bench-sql', level: 'warn' });
  const { db, close } = createDatabase<DB>({ url: databaseUrl, schema: 'listing', logger, max: 2 });
  const requestOf = (params: SearchParams): SearchRequest =>
    searchRequestFromQuery(SearchQuery.parse(params));
  return {
    requestOf,
    async forParams(params, now) {
      const request = requestOf(params);
      const limit = SearchQuery.parse(params).limit ?? 24;
      const { plan, statements, byIds } = await searchStatements(db, request, now);
      return {
        plan,
        statements,
        followUp: (rows) => {
          const ids = rows.slice(0, limit).map((r) => String(r.id));
          return ids.length === 0 ? null : byIds(ids);
        },
      };
    },
    close,
  };
}
