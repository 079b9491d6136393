import { sql, type Kysely } from 'kysely';

/**
 * Hosts' Chilean bank accounts, where payouts go. The details that identify a person and an
 * account (RUT, holder, number) are sealed (AES-256-GCM under PAYOUT_DATA_KEY, bound to the host
 * id) in `sealed_details`; the masked forms shown back and the bank and type a batch is sorted by
 * are plain. A change waits in `payout_bank_changes` for the code sent to the account's email;
 * at most one waits per host. Every step is written to `payout_audit`, which is never updated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payout_bank_accounts (
      host_id uuid PRIMARY KEY,
      sealed_details text NOT NULL,
      rut_masked text NOT NULL,
      bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3}$'),
      account_type text NOT NULL CHECK (account_type IN ('corriente', 'vista', 'ahorro')),
      number_last4 text NOT NULL CHECK (number_last4 ~ '^[0-9]{4}$'),
      change_id uuid NOT NULL,
      confirmed_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE payout_bank_changes (
      id uuid PRIMARY KEY,
      host_id uuid NOT NULL,
      sealed_details text NOT NULL,
      rut_masked text NOT NULL,
      bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3}$'),
      account_type text NOT NULL CHECK (account_type IN ('corriente', 'vista', 'ahorro')),
      number_last4 text NOT NULL CHECK (number_last4 ~ '^[0-9]{4}$'),
      code_id uuid NOT NULL,
      email_hint text NOT NULL,
      status text NOT NULL DEFAULT 'waiting'
        CHECK (status IN ('waiting', 'confirmed', 'cancelled', 'replaced')),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX payout_bank_changes_waiting_idx
      ON payout_bank_changes (host_id) WHERE status = 'waiting'`.execute(db);
  await sql`
    CREATE TABLE payout_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      host_id uuid NOT NULL,
      actor_id uuid,
      action text NOT NULL CHECK (action ~ '^[a-z][a-z_]{0,39}$'),
      change_id uuid,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payout_audit_host_idx ON payout_audit (host_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payout_audit', 'payout_bank_changes', 'payout_bank_accounts']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
