import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * Brings the search documents of these listings in line with `properties`, `search_calendars`
 * and `search_bookings` (inserted or updated while published and not deleted, deleted
 * otherwise). Call it with the transaction of the write, so search never shows a state that did
 * not commit, and never misses one that did.
 */
export async function refreshSearchDocuments(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`select refresh_search_documents(${[...ids]}::uuid[])`.execute(db);
}

/**
 * Documents that counted a hold which has lapsed since (its EXPIRED event late or lost): the
 * hold no longer blocks anything, so they are computed again. Returns how many were refreshed.
 */
export async function refreshLapsedHolds(db: Kysely<DB>, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const refreshed = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        select id from search_documents where stale_at <= now()
        order by stale_at limit ${batch}`.execute(trx);
      await refreshSearchDocuments(
        trx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
    total += refreshed;
    if (refreshed < batch) return total;
  }
}

/**
 * 'Trending': saves in the last 30 days plus held or confirmed bookings created in the last 30
 * days. Recomputed for every document (saves age out without any write to the listing).
 */
export async function refreshTrendingScores(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    update search_documents d set trending_score = s.score
    from (
      select d2.id,
        (select count(*) from wishlist_items w
          where w.property_id = d2.id and w.saved_at > now() - interval '30 days')
        + (select count(*) from search_bookings b
          where b.property_id = d2.id and b.state <> 'released'
            and b.created_at > now() - interval '30 days') as score
      from search_documents d2
    ) s
    where s.id = d.id and d.trending_score is distinct from s.score`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
