import { sql, type Kysely } from 'kysely';
import { type Migration } from 'kysely/migration';

/**
 * A lapsed hold that is paid takes its slot back (booking: expired → confirmed, or → requested)
 * with a newer event. "Released is final" kept such a slot free in search, so the projection
 * now remembers when the latest release and the latest re-taking event (CONFIRMED, REQUESTED)
 * occurred: the later one wins (a release wins a tie, anything older, and any HELD, as before).
 * Rows released before this migration count as released when they were last written.
 */
export const searchBookingReleaseOrder: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table search_bookings
        add column released_at timestamptz,
        add column active_at timestamptz`.execute(db);
    await sql`
      update search_bookings set released_at = updated_at where state = 'released'`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table search_bookings drop column if exists released_at,
        drop column if exists active_at`.execute(db);
  },
};
