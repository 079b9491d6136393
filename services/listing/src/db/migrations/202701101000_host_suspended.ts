import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * A suspended host's listings leave the market while the suspension lasts (decision 0048) and
 * come back in the state their host left them: a flag of its own, beside (never instead of) the
 * host's publish state.
 *
 * Search documents are written by `refresh_search_documents` from many places (every booking
 * event, the lapsed-hold sweep, every listing write). Rather than a second copy of that function
 * that every later change to it would have to remember, a trigger on `search_documents` drops
 * any row written for a suspended host's listing: whoever refreshes it, it stays out of search.
 */
export const hostSuspended: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table properties add column host_suspended boolean not null default false`.execute(db);
    // The newest suspension or reactivation seen per host: the two events travel on separate
    // subjects, so a late redelivery of the older one must not undo the newer.
    await sql`
      create table host_suspensions (
        host_id uuid primary key,
        suspended boolean not null,
        changed_at timestamptz not null
      )`.execute(db);
    await sql`
      create function search_documents_skip_suspended_host() returns trigger
      language plpgsql as $fn$
      begin
        if exists (select 1 from properties where id = new.id and host_suspended) then
          return null;
        end if;
        return new;
      end
      $fn$`.execute(db);
    await sql`
      create trigger search_documents_skip_suspended_host
        before insert or update on search_documents
        for each row execute function search_documents_skip_suspended_host()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop trigger if exists search_documents_skip_suspended_host
      on search_documents`.execute(db);
    await sql`drop function if exists search_documents_skip_suspended_host()`.execute(db);
    await sql`drop table if exists host_suspensions`.execute(db);
    await sql`alter table properties drop column if exists host_suspended`.execute(db);
  },
};
