import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * What guests do on a listing, for its host's performance page: views of its page and saves to
 * a wishlist, at most one of each kind per visitor, listing and local day (the listing's zone).
 * The primary key is that rule, so a refresh, a retry or a replay inserts nothing.
 *
 * `visitor` is not who the visitor is: it is a hash of their key (account or cookie), the
 * listing and that day's salt. Salts live in `listing_event_salts`, one per date, and are deleted
 * a few days later (`app/activity.ts`), after which no row can be tied to anyone, not even by
 * someone holding the database and the account ids. `host_id` is the listing's, copied so a
 * host's page reads one index (`listing_events_host_day_idx`, index-only).
 */
export const listingEvents: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table listing_events (
        property_id uuid not null references properties (id) on delete cascade,
        host_id uuid not null,
        kind text not null check (kind in ('view', 'save')),
        day date not null,
        visitor text not null check (visitor ~ '^[0-9a-f]{32}$'),
        occurred_at timestamptz not null default now(),
        primary key (property_id, kind, day, visitor)
      )`.execute(db);
    await sql`
      create index listing_events_host_day_idx
        on listing_events (host_id, day) include (property_id, kind)`.execute(db);
    await sql`
      create table listing_event_salts (
        day date primary key,
        salt text not null default gen_random_uuid()::text,
        created_at timestamptz not null default now()
      )`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table if exists listing_event_salts`.execute(db);
    await sql`drop table if exists listing_events`.execute(db);
  },
};
