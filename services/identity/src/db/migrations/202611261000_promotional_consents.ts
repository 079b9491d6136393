import { sql, type Kysely } from 'kysely';

/**
 * Consent to promotional messages (Ley 21.719), as a history: one row per change, never
 * updated, so it proves when consent was given and when it was withdrawn. The current state is
 * the newest row; none means never given. Deleting the account deletes its rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table promotional_consents (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      granted boolean not null,
      changed_at timestamptz not null default now(),
      source text not null check (source ~ '^[a-z][a-z_]{0,39}$')
    );
    create index promotional_consents_user_idx
      on promotional_consents (user_id, changed_at desc, id desc);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table promotional_consents`.execute(db);
}
