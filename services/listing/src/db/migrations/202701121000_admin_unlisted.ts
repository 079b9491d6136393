import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * An admin may take a listing off the market with a reason (decision 0049) until an admin puts
 * it back: columns of their own beside the host's `status`, which they never change, so relisting
 * returns the listing as its host left it and the host cannot publish it meanwhile.
 *
 * The search-documents trigger of `202701101000_host_suspended` learns the new flag: a listing
 * unlisted by an admin is refused a search row, whoever refreshes it (booking events, the
 * lapsed-hold sweep, listing writes), as a suspended host's listing is.
 */
export const adminUnlisted: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table properties
        add column admin_unlisted_at timestamptz,
        add column admin_unlist_reason text,
        add column admin_unlisted_by uuid,
        add constraint properties_admin_unlist_whole check (
          (admin_unlisted_at is null and admin_unlist_reason is null and admin_unlisted_by is null)
          or (admin_unlisted_at is not null and admin_unlist_reason is not null
              and admin_unlisted_by is not null))`.execute(db);
    await sql`
      create or replace function search_documents_skip_suspended_host() returns trigger
      language plpgsql as $fn$
      begin
        if exists (
          select 1 from properties
          where id = new.id and (host_suspended or admin_unlisted_at is not null)
        ) then
          return null;
        end if;
        return new;
      end
      $fn$`.execute(db);
    // The admin list's default order (newest first) over every listing not deleted.
    await sql`
      create index properties_admin_created_idx on properties (created_at desc, id desc)
        where deleted_at is null`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists properties_admin_created_idx`.execute(db);
    await sql`
      create or replace function search_documents_skip_suspended_host() returns trigger
      language plpgsql as $fn$
      begin
        if exists (select 1 from properties where id = new.id and host_suspended) then
          return null;
        end if;
        return new;
      end
      $fn$`.execute(db);
    await sql`
      alter table properties
        drop constraint if exists properties_admin_unlist_whole,
        drop column if exists admin_unlisted_by,
        drop column if exists admin_unlist_reason,
        drop column if exists admin_unlisted_at`.execute(db);
  },
};
