import { sql, type Kysely } from 'kysely';

/**
 * A payment row is one attempt at paying a booking. Its state is kept as facts (authorised,
 * captured, failed, cancelled, refunded so far) set once each, never unset, so provider
 * notifications may arrive in any order and still converge; `status` is derived from them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payments (
      id uuid PRIMARY KEY,
      booking_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      host_id uuid NOT NULL,
      attempt integer NOT NULL CHECK (attempt > 0),
      provider text NOT NULL CHECK (provider IN ('stripe', 'payku', 'dev')),
      method text NOT NULL CHECK (method IN ('card', 'local')),
      capture_method text NOT NULL CHECK (capture_method IN ('automatic', 'manual')),
      status text NOT NULL CHECK (status IN ('requires_action', 'authorized', 'succeeded',
        'failed', 'cancelled', 'partially_refunded', 'refunded')),
      amount integer NOT NULL CHECK (amount >= 0),
      base_amount integer NOT NULL CHECK (base_amount >= 0),
      platform_fee integer NOT NULL CHECK (platform_fee >= 0),
      vat_amount integer NOT NULL CHECK (vat_amount >= 0),
      refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      idempotency_key text NOT NULL UNIQUE,
      provider_ref text,
      client_secret text,
      redirect_url text,
      destination_account text,
      application_fee integer,
      failure_message text,
      authorized_at timestamptz,
      captured_at timestamptz,
      failed_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (booking_id, attempt),
      UNIQUE (provider, provider_ref)
    )`.execute(db);
  await sql`CREATE INDEX payments_guest_idx ON payments (guest_id, created_at DESC, id DESC)`.execute(
    db,
  );

  /** One row per provider notification: a replay finds its id here and changes nothing. */
  await sql`
    CREATE TABLE webhook_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      payment_id uuid,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    )`.execute(db);

  /**
   * Refunds asked of the provider. `owed` when the provider has no refund API (Payku): the
   * money must be returned by hand, and admins see it until then.
   */
  await sql`
    CREATE TABLE refunds (
      id uuid PRIMARY KEY,
      payment_id uuid NOT NULL REFERENCES payments (id),
      amount integer NOT NULL CHECK (amount > 0),
      idempotency_key text NOT NULL UNIQUE,
      provider_refund_id text,
      status text NOT NULL CHECK (status IN ('succeeded', 'owed')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  /**
   * The platform's money: one row per capture (+) and per refund (−, proportional). `ref` makes
   * each entry once-only (`capture:<payment>`, `refund:<payment>:<total refunded>`).
   */
  await sql`
    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      ref text NOT NULL UNIQUE,
      payment_id uuid NOT NULL REFERENCES payments (id),
      gross integer NOT NULL,
      platform_fee integer NOT NULL,
      vat integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at)`.execute(db);

  /** Hosts' Stripe Connect accounts: their share goes there, the platform keeps its fee. */
  await sql`
    CREATE TABLE payout_accounts (
      host_id uuid PRIMARY KEY,
      stripe_account_id text NOT NULL CHECK (stripe_account_id ~ '^acct_[A-Za-z0-9]+$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payout_accounts',
    'ledger_entries',
    'refunds',
    'webhook_events',
    'payments',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
