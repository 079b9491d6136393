import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * `refresh_search_documents` plans each statement for the ids it is given. PL/pgSQL switches a
 * statement to a generic plan after five runs in a session, and for the delete of documents
 * whose listing left the market the generic plan was a hash anti-join reading every published
 * listing (155 ms at 100 000 listings, against 0.03 ms planned for the ids): the projection's
 * consumer, which calls it for one listing per event, fell to ~5 events/s. Planning each call
 * costs a fraction of a millisecond.
 */
export const searchRefreshCustomPlans: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter function refresh_search_documents(uuid[])
      set plan_cache_mode = force_custom_plan`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter function refresh_search_documents(uuid[]) reset plan_cache_mode`.execute(db);
  },
};
