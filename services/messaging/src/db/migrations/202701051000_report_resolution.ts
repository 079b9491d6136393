import { sql, type Kysely } from 'kysely';

/**
 * Admins resolve reports (issue 29): a report is `open` until dismissed, its message removed, or
 * its sender warned; who resolved it and when. A warning (once per report) is kept with the
 * report, also on a report resolved by the message's removal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE message_reports
      ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
      ADD COLUMN outcome text CHECK (outcome IN ('dismissed', 'removed', 'warned')),
      ADD COLUMN resolved_at timestamptz,
      ADD COLUMN resolved_by uuid,
      ADD COLUMN warning text,
      ADD COLUMN warned_at timestamptz,
      ADD COLUMN warned_by uuid,
      ADD CONSTRAINT message_reports_resolution CHECK (
        (status = 'open' AND outcome IS NULL AND resolved_at IS NULL AND resolved_by IS NULL)
        OR (status = 'resolved' AND outcome IS NOT NULL AND resolved_at IS NOT NULL)),
      ADD CONSTRAINT message_reports_warning CHECK (
        (warning IS NULL) = (warned_at IS NULL) AND (warning IS NULL) = (warned_by IS NULL))`.execute(
    db,
  );
  await sql`CREATE INDEX message_reports_by_status ON message_reports (status, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX message_reports_message ON message_reports (message_id) WHERE status = 'open'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS message_reports_message`.execute(db);
  await sql`DROP INDEX IF EXISTS message_reports_by_status`.execute(db);
  await sql`
    ALTER TABLE message_reports
      DROP CONSTRAINT IF EXISTS message_reports_warning,
      DROP CONSTRAINT IF EXISTS message_reports_resolution,
      DROP COLUMN IF EXISTS warned_by,
      DROP COLUMN IF EXISTS warned_at,
      DROP COLUMN IF EXISTS warning,
      DROP COLUMN IF EXISTS resolved_by,
      DROP COLUMN IF EXISTS resolved_at,
      DROP COLUMN IF EXISTS outcome,
      DROP COLUMN IF EXISTS status`.execute(db);
}
