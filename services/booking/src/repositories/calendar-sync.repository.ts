import type { DateRange, ImportedBusyRange } from '@arrendo/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CalendarImportsTable, DB } from '../db/types.js';

export type CalendarImportRow = Selectable<CalendarImportsTable> & { busy_count: number };

/** Feeds, followed calendars and the days they hold: the only place that writes their SQL. */
export class CalendarSyncRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async feedToken(propertyId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('token')
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    return row?.token;
  }

  /** Keeps an existing token unless `replace`; two first asks at once agree on one. */
  async saveFeedToken(
    listing: { propertyId: string; hostId: string },
    token: string,
    replace: boolean,
  ): Promise<string> {
    const insert = this.db.insertInto('calendar_feeds').values({
      property_id: listing.propertyId,
      host_id: listing.hostId,
      token,
    });
    const row = await (
      replace
        ? insert.onConflict((oc) =>
            oc.column('property_id').doUpdateSet({ token, created_at: sql<Date>`now()` }),
          )
        : insert.onConflict((oc) =>
            oc.column('property_id').doUpdateSet({ token: sql<string>`calendar_feeds.token` }),
          )
    )
      .returning('token')
      .executeTakeFirstOrThrow();
    return row.token;
  }

  async propertyOfToken(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select('property_id')
      .where('token', '=', token)
      .executeTakeFirst();
    return row?.property_id;
  }

  imports(propertyId: string): Promise<CalendarImportRow[]> {
    return this.db
      .selectFrom('calendar_imports as i')
      .selectAll('i')
      .select((eb) =>
        eb
          .selectFrom('calendar_import_busy as b')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('b.import_id', '=', 'i.id')
          .as('busy_count'),
      )
      .where('i.property_id', '=', propertyId)
      .orderBy('i.created_at')
      .orderBy('i.id')
      .execute() as Promise<CalendarImportRow[]>;
  }

  async findImport(propertyId: string, importId: string) {
    return this.db
      .selectFrom('calendar_imports')
      .selectAll()
      .where('id', '=', importId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
  }

  async countImports(propertyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('calendar_imports')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('property_id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** False when the listing already follows this URL. */
  async insertImport(row: {
    id: string;
    propertyId: string;
    hostId: string;
    name: string;
    url: string;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('calendar_imports')
      .values({
        id: row.id,
        property_id: row.propertyId,
        host_id: row.hostId,
        name: row.name,
        url: row.url,
      })
      .onConflict((oc) => oc.columns(['property_id', 'url']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async deleteImport(importId: string): Promise<void> {
    await this.db.deleteFrom('calendar_imports').where('id', '=', importId).execute();
  }

  async busyOf(importId: string): Promise<DateRange[]> {
    const rows = await this.db
      .selectFrom('calendar_import_busy')
      .select(['start_date', 'end_date'])
      .where('import_id', '=', importId)
      .orderBy('start_date')
      .execute();
    return rows.map((r) => ({ start: r.start_date, end: r.end_date }));
  }

  /** The import's days become exactly `ranges` (already merged). */
  async replaceBusy(importId: string, propertyId: string, ranges: readonly DateRange[]) {
    await this.db.deleteFrom('calendar_import_busy').where('import_id', '=', importId).execute();
    if (ranges.length === 0) return;
    await this.db
      .insertInto('calendar_import_busy')
      .values(
        ranges.map((r) => ({
          import_id: importId,
          property_id: propertyId,
          start_date: r.start,
          end_date: r.end,
        })),
      )
      .execute();
  }

  async recordRefresh(importId: string, at: Date, error: string | null): Promise<void> {
    await this.db
      .updateTable('calendar_imports')
      .set(error === null ? { last_synced_at: at, last_error: null } : { last_error: error })
      .where('id', '=', importId)
      .execute();
  }

  /** Followed calendars not read since `before` (never read first), oldest first. */
  async due(before: Date, limit: number) {
    return this.db
      .selectFrom('calendar_imports')
      .select(['id', 'property_id', 'url'])
      .where((eb) => eb.or([eb('last_synced_at', 'is', null), eb('last_synced_at', '<', before)]))
      .orderBy(sql`last_synced_at NULLS FIRST`)
      .limit(limit)
      .execute();
  }
}

/** Every day a listing's followed calendars hold busy, each range named by its calendar. */
export async function importedBusy(
  db: Kysely<DB>,
  propertyId: string,
): Promise<ImportedBusyRange[]> {
  const rows = await db
    .selectFrom('calendar_import_busy as b')
    .innerJoin('calendar_imports as i', 'i.id', 'b.import_id')
    .select(['b.import_id', 'i.name', 'b.start_date', 'b.end_date'])
    .where('b.property_id', '=', propertyId)
    .orderBy('b.start_date')
    .execute();
  return rows.map((r) => ({
    importId: r.import_id,
    name: r.name,
    start: r.start_date,
    end: r.end_date,
  }));
}
