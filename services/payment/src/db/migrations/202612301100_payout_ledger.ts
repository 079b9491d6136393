import { sql, type Kysely } from 'kysely';

/**
 * What hosts are owed and how it reached them (docs/decisions/0041-payout-ledger.md).
 *
 * `payout_lines`: one row per booking earning, per refund share and per admin claim, unique by
 * `ref`, so a replayed event or a resent claim writes nothing. A line belongs to at most one
 * payout at a time (`payout_id`); a failed payout lets its lines go (`payout_id` back to null,
 * `failure_reason` kept) and they wait for new payout details.
 *
 * `payouts`: one transfer to one host, frozen when made: the amount, and for a bank transfer the
 * account as it was (sealed, as `payout_bank_accounts` keeps it) and the email the bank notifies.
 * Its status moves once, from `scheduled` to `paid` or `failed`.
 *
 * `payout_batches`: the bank transfers written together into one bulk-upload file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payout_batches (
      id uuid PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE payouts (
      id uuid PRIMARY KEY,
      host_id uuid NOT NULL,
      method text NOT NULL CHECK (method IN ('bank_transfer', 'stripe')),
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'paid', 'failed')),
      amount integer NOT NULL CHECK (amount > 0),
      line_count integer NOT NULL CHECK (line_count > 0),
      reference text NOT NULL UNIQUE,
      batch_id uuid REFERENCES payout_batches (id),
      sealed_details text,
      rut_masked text,
      bank_code text CHECK (bank_code ~ '^[0-9]{3}$'),
      account_type text CHECK (account_type IN ('corriente', 'vista', 'ahorro')),
      number_last4 text CHECK (number_last4 ~ '^[0-9]{4}$'),
      email text,
      stripe_account_id text,
      provider_ref text,
      failure_reason text,
      decided_by uuid,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'scheduled') = (decided_at IS NULL)),
      CHECK (status <> 'failed' OR failure_reason IS NOT NULL),
      CHECK (method <> 'bank_transfer' OR (sealed_details IS NOT NULL AND email IS NOT NULL)),
      CHECK (method <> 'stripe' OR stripe_account_id IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX payouts_host_idx ON payouts (host_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX payouts_batch_idx ON payouts (batch_id)`.execute(db);
  await sql`
    CREATE INDEX payouts_unbatched_idx ON payouts (created_at)
      WHERE method = 'bank_transfer' AND batch_id IS NULL`.execute(db);
  await sql`
    CREATE TABLE payout_lines (
      id uuid PRIMARY KEY,
      ref text NOT NULL UNIQUE,
      host_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('booking', 'refund', 'claim')),
      booking_id uuid NOT NULL,
      payment_id uuid,
      property_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      amount integer NOT NULL CHECK (kind = 'claim' OR (kind = 'booking') = (amount >= 0)),
      release_at timestamptz NOT NULL,
      payout_id uuid REFERENCES payouts (id),
      note text,
      created_by uuid,
      failure_reason text,
      failed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE INDEX payout_lines_open_idx ON payout_lines (host_id, release_at)
      WHERE payout_id IS NULL`.execute(db);
  await sql`CREATE INDEX payout_lines_host_idx ON payout_lines (host_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX payout_lines_booking_idx ON payout_lines (booking_id)`.execute(db);
  await sql`CREATE INDEX payout_lines_payout_idx ON payout_lines (payout_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payout_lines', 'payouts', 'payout_batches']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
