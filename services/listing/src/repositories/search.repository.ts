import type { CalendarChangedEvent } from '@arrendo/contracts';
import { sql, type Kysely, type QueryResult } from 'kysely';
import type { DB, PropertyRow } from '../db/types.js';
import type { PlannedStatement } from './search/statements.js';

/**
 * The search read model's SQL (decision 0012): its documents, the projection of booking's
 * events into `search_bookings` / `search_calendars`, the density counts, and the statements a
 * search runs (built by `./search/statements.ts`, `./search/sorts.ts`, `./search/when.ts`).
 * Construct it with the transaction of a write (a document refresh must commit with what it
 * reflects), or with the pool for the searches and the schedules.
 */

export type BookingState = 'held' | 'confirmed' | 'released';

/** One booking event as the row it upserts into `search_bookings`. */
export interface BookingFact {
  bookingId: string;
  propertyId: string;
  startsAt: string;
  endsAt: string;
  state: BookingState;
  expiresAt: string | null;
  occurredAt: string;
  /**
   * CONFIRMED and REQUESTED: a booking that takes its slot after a release (a lapsed hold paid
   * late) says so with one of these. A HELD only ever comes before its release.
   */
  retakes: boolean;
}

/** One calendar snapshot as the row it upserts into `search_calendars`. */
export interface CalendarFact {
  propertyId: string;
  version: number;
  timeZone: string;
  rules: CalendarChangedEvent['rules'];
  blocks: string;
}

/** Documents per cell of the density grid, by listing type, category and subcategory. */
export interface DensityCount {
  listing_type: string;
  category: string;
  subcategory: string;
  y: number;
  x: number;
  n: number;
}

export class SearchRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Brings the search documents of these listings in line with `properties`, `search_calendars`
   * and `search_bookings` (inserted or updated while published and not deleted, deleted
   * otherwise). Call it with the transaction of the write, so search never shows a state that
   * did not commit, and never misses one that did.
   */
  async refreshDocuments(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`select refresh_search_documents(${[...ids]}::uuid[])`.execute(this.db);
  }

  /**
   * Documents that counted a hold which has lapsed since (its EXPIRED event late or lost): the
   * hold no longer blocks anything, so they are computed again, `batch` per transaction. On the
   * pool. Returns how many were refreshed.
   */
  async refreshLapsedHolds(batch = 500): Promise<number> {
    let total = 0;
    for (;;) {
      const refreshed = await this.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`
          select id from search_documents where stale_at <= now()
          order by stale_at limit ${batch}`.execute(trx);
        await new SearchRepository(trx).refreshDocuments(rows.map((r) => r.id));
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
  async refreshTrendingScores(): Promise<number> {
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
      where s.id = d.id and d.trending_score is distinct from s.score`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Upserts bookings (each booking id at most once per call: one statement cannot touch a row
   * twice), in any order of arrival: a release wins over every event that occurred before it
   * (or with it), and only a later CONFIRMED or REQUESTED takes the slot back, never a HELD;
   * 'confirmed' beats 'held'; a held slot keeps the latest expiry it was given.
   */
  async upsertBookings(facts: readonly BookingFact[]): Promise<void> {
    if (facts.length === 0) return;
    await sql`
      insert into search_bookings as b
        (booking_id, property_id, period, state, expires_at, released_at, active_at, created_at,
          updated_at)
      select f."bookingId", f."propertyId",
        tstzrange(f."startsAt", f."endsAt", '[)'), f.state, f."expiresAt",
        case when f.state = 'released' then f."occurredAt" end,
        case when f.retakes then f."occurredAt" end,
        f."occurredAt", now()
      from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as f("bookingId" uuid,
        "propertyId" uuid, "startsAt" timestamptz, "endsAt" timestamptz, state text,
        "expiresAt" timestamptz, "occurredAt" timestamptz, retakes boolean)
      on conflict (booking_id) do update set
        state = case
          when greatest(b.released_at, excluded.released_at)
            >= coalesce(greatest(b.active_at, excluded.active_at), '-infinity') then 'released'
          when b.state = 'confirmed' or excluded.state = 'confirmed' then 'confirmed'
          else 'held' end,
        released_at = greatest(b.released_at, excluded.released_at),
        active_at = greatest(b.active_at, excluded.active_at),
        expires_at = greatest(b.expires_at, excluded.expires_at),
        created_at = least(b.created_at, excluded.created_at),
        updated_at = now()`.execute(this.db);
  }

  /**
   * Upserts calendars (each listing at most once per call), a calendar applying only when its
   * version is newer; returns the listings it changed.
   */
  async upsertCalendars(facts: readonly CalendarFact[]): Promise<string[]> {
    if (facts.length === 0) return [];
    const { rows } = await sql<{ property_id: string }>`
      insert into search_calendars as c (property_id, version, time_zone, rules, blocks, updated_at)
      select f."propertyId", f.version, f."timeZone", f.rules, f.blocks::datemultirange, now()
      from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as f("propertyId" uuid,
        version integer, "timeZone" text, rules jsonb, blocks text)
      on conflict (property_id) do update set
        version = excluded.version, time_zone = excluded.time_zone, rules = excluded.rules,
        blocks = excluded.blocks, updated_at = now()
      where c.version < excluded.version
      returning property_id`.execute(this.db);
    return rows.map((r) => r.property_id);
  }

  /** Documents counted per cell of `1 / cellsPerDegree` degrees (the density grid). */
  async densityCounts(cellsPerDegree: number): Promise<DensityCount[]> {
    const { rows } = await sql<DensityCount>`
      select listing_type, category, subcategory,
        floor(lat * ${cellsPerDegree})::int as y, floor(lng * ${cellsPerDegree})::int as x,
        count(*)::int as n
      from search_documents group by 1, 2, 3, 4, 5`.execute(this.db);
    return rows;
  }

  /**
   * Runs a statement after its settings, in one transaction: `begin` and the settings go in one
   * round trip (the simple protocol takes several statements at once), the statement, `commit`.
   * On the pool.
   */
  async runPlanned<R>(statement: PlannedStatement<R>): Promise<QueryResult<R>> {
    if (statement.settings.length === 0) return statement.query.execute(this.db);
    return this.db.connection().execute(async (conn) => {
      await sql.raw(['begin', ...statement.settings].join('; ')).execute(conn);
      try {
        const result = await statement.query.execute(conn);
        await sql.raw('commit').execute(conn);
        return result;
      } catch (error) {
        await sql
          .raw('rollback')
          .execute(conn)
          .catch(() => undefined);
        throw error;
      }
    });
  }

  /** The page's listings, read by id after the page (the handler's last statement). */
  propertiesByIdQuery(ids: readonly string[]) {
    return this.db
      .selectFrom('properties')
      .selectAll()
      .where('id', 'in', [...ids]);
  }

  async propertiesById(ids: readonly string[]): Promise<PropertyRow[]> {
    if (ids.length === 0) return [];
    return this.propertiesByIdQuery(ids).execute();
  }
}

/**
 * `SearchRepository.refreshDocuments` as a function, for the benchmark's bulk load
 * (`@arrendo/listing/search`).
 */
export function refreshSearchDocuments(db: Kysely<DB>, ids: readonly string[]): Promise<void> {
  return new SearchRepository(db).refreshDocuments(ids);
}
