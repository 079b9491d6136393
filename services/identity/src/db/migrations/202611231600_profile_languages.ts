import { sql, type Kysely } from 'kysely';

/**
 * The languages a user speaks (lower-case ISO 639-1 codes, best first), shown on their public
 * host profile. An empty array, not null: "none stated" needs no second spelling.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table profiles add column languages text[] not null default '{}'
    check (cardinality(languages) <= 10)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table profiles drop column languages`.execute(db);
}
