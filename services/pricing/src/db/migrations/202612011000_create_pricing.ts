import { sql, type Kysely } from 'kysely';

/**
 * `exchange_rates`: the last live rates, one row per pair, all written together by a refresh
 * (so they share `fetched_at`). `platform_settings`: at most one row (`id` is always true); no
 * row means the env default applies. The fee is kept in basis points so the quote's arithmetic
 * stays on integers (10% = 1000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exchange_rates (
      pair text PRIMARY KEY CHECK (pair ~ '^(CLP|USD|EUR|GBP)_(CLP|USD|EUR|GBP)$'),
      rate double precision NOT NULL CHECK (rate > 0 AND rate < 'Infinity'::double precision),
      fetched_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE platform_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      service_fee_basis_points integer NOT NULL
        CHECK (service_fee_basis_points BETWEEN 0 AND 3000),
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS platform_settings`.execute(db);
  await sql`DROP TABLE IF EXISTS exchange_rates`.execute(db);
}
