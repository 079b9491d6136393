import { sql, type Kysely } from 'kysely';

/**
 * Raised whenever every access token minted so far for a user must stop working (password
 * change or reset, deletion, role change); the BFF compares it with the version in the token.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column session_version integer not null default 0
    check (session_version >= 0)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column session_version`.execute(db);
}
