import { sql, type Kysely } from 'kysely';

/**
 * Admins may suspend an account (decision 0048): a fourth status, and when the current
 * suspension began (cleared on reactivation; the audit log keeps the history).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users drop constraint if exists users_status_check;
    alter table users add constraint users_status_check
      check (status in ('unverified', 'active', 'suspended', 'deleted'));
    alter table users add column suspended_at timestamptz;
    alter table users add constraint users_suspended_at_check
      check ((status = 'suspended') = (suspended_at is not null));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update users set status = 'active' where status = 'suspended';
    alter table users drop constraint if exists users_suspended_at_check;
    alter table users drop column if exists suspended_at;
    alter table users drop constraint if exists users_status_check;
    alter table users add constraint users_status_check
      check (status in ('unverified', 'active', 'deleted'));
  `.execute(db);
}
