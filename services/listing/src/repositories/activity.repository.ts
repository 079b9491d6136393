import type { ListingEventKind, ListingType } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** A listing as a view needs it: who hosts it, whether guests see it, and its date today. */
export interface ViewTarget {
  id: string;
  host_id: string;
  visible: boolean;
  time_zone: string;
}

export interface NewListingEvent {
  propertyId: string;
  hostId: string;
  kind: ListingEventKind;
  /** The listing's local date, `YYYY-MM-DD`. */
  day: string;
  /** The salted hash (domain/visitor.ts). */
  visitor: string;
}

/** A local date and the salt of its visitor hashes. */
export interface DaySalt {
  day: string;
  salt: string;
}

/** The local dates `[from, to]`, both included. */
export interface LocalSpan {
  from: string;
  to: string;
}

export interface HostedListing {
  id: string;
  title: string | null;
  listing_type: ListingType | null;
  status: 'draft' | 'published' | 'unlisted';
  deleted: boolean;
}

export interface ActivityCounts {
  views: number;
  saves: number;
}

/** A host has far fewer listings than this; the cap keeps one answer bounded. */
const HOSTED_MAX = 500;

const COUNTS = sql<ActivityCounts>`
  count(*) filter (where kind = 'view')::int as views,
  count(*) filter (where kind = 'save')::int as saves`;

/** Views and saves (`listing_events`) and their daily salts: the only place with their SQL. */
export class ActivityRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async viewTarget(propertyId: string): Promise<ViewTarget | undefined> {
    const { rows } = await sql<ViewTarget>`
      select id, host_id, time_zone, (status = 'published' and deleted_at is null
        and admin_unlisted_at is null) as visible
      from properties where id = ${propertyId}`.execute(this.db);
    return rows[0];
  }

  /**
   * The date it is now in `timeZone`, with that date's salt (made on first use). Postgres' clock
   * decides, as it does for every other local date of the listing.
   */
  async todaysSalt(timeZone: string): Promise<DaySalt> {
    const today = sql<string>`(now() at time zone ${timeZone})::date`;
    // One statement: the salt made now, or the one already there (a statement does not see
    // what its own insert wrote, so never both).
    const { rows } = await sql<DaySalt>`
      with made as (
        insert into listing_event_salts (day) values (${today})
        on conflict (day) do nothing
        returning day, salt
      )
      select to_char(day, 'YYYY-MM-DD') as day, salt from made
      union all
      select to_char(day, 'YYYY-MM-DD') as day, salt from listing_event_salts where day = ${today}`.execute(
      this.db,
    );
    const found = rows[0];
    if (found) return found;
    // Another transaction made it while this statement ran (after its snapshot): read it anew.
    const { rows: again } = await sql<DaySalt>`
      select to_char(day, 'YYYY-MM-DD') as day, salt from listing_event_salts
      where day = ${today}`.execute(this.db);
    if (!again[0]) throw new Error(`no visitor salt for today in ${timeZone}`);
    return again[0];
  }

  /** Records the event unless this visitor's of that kind and day is there; true when recorded. */
  async record(event: NewListingEvent): Promise<boolean> {
    const inserted = await this.db
      .insertInto('listing_events')
      .values({
        property_id: event.propertyId,
        host_id: event.hostId,
        kind: event.kind,
        day: event.day,
        visitor: event.visitor,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('property_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Deletes the salts of dates before `before`: their hashes can no longer be tied to anyone. */
  async deleteSaltsBefore(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('listing_event_salts')
      .where(sql<boolean>`day < ${before}::date`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every listing of the host that has been on the market (deleted ones too), newest first. */
  async hostedListings(hostId: string): Promise<HostedListing[]> {
    const { rows } = await sql<HostedListing>`
      select id, title, listing_type, status, deleted_at is not null as deleted
      from properties
      where host_id = ${hostId} and published_at is not null
      order by published_at desc, id desc
      limit ${HOSTED_MAX}`.execute(this.db);
    return rows;
  }

  /** Each of the host's listings with any activity in the span, and its counts. */
  async totalsByListing(
    hostId: string,
    span: LocalSpan,
  ): Promise<(ActivityCounts & { property_id: string })[]> {
    const { rows } = await sql<ActivityCounts & { property_id: string }>`
      select property_id, ${COUNTS}
      from listing_events
      where host_id = ${hostId} and day between ${span.from}::date and ${span.to}::date
      group by property_id`.execute(this.db);
    return rows;
  }

  /** The host's (or one listing's) counts per local date with any, ascending. */
  async byDay(
    hostId: string,
    span: LocalSpan,
    propertyId?: string,
  ): Promise<(ActivityCounts & { date: string })[]> {
    const listing = propertyId ? sql`and property_id = ${propertyId}` : sql``;
    const { rows } = await sql<ActivityCounts & { date: string }>`
      select to_char(day, 'YYYY-MM-DD') as date, ${COUNTS}
      from listing_events
      where host_id = ${hostId} and day between ${span.from}::date and ${span.to}::date ${listing}
      group by day
      order by day`.execute(this.db);
    return rows;
  }

  /** A deleted account's listings' history (their rows are the host's business, now gone). */
  async deleteOfHost(hostId: string): Promise<void> {
    await this.db.deleteFrom('listing_events').where('host_id', '=', hostId).execute();
  }
}
