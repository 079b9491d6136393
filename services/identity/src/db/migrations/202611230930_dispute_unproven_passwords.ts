import { sql, type Kysely } from 'kysely';

/**
 * An unverified account's password is only a claim until someone proves the inbox. When a second
 * sign-up for the same address brings a different password, nobody can tell whose the stored one
 * is: `disputed_at` records that, and verifying the address then leaves the account without a
 * usable password (the owner sets one with the reset flow).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table credentials add column disputed_at timestamptz`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table credentials drop column disputed_at`.execute(db);
}
