import { sql, type Kysely } from 'kysely';

/**
 * Stripe Connect onboarding (`/stripe-setup`) writes `payout_accounts`:
 *
 * - the row is reserved, with the idempotency key the Express account is created under
 *   (`creation_key`) and its country, before Stripe is asked, so a retry after a lost answer
 *   creates the same account rather than a second one: `stripe_account_id` is null until Stripe
 *   answered;
 * - the account's flags as last read from Stripe (`checked_at`): whether the host submitted
 *   their details, whether Stripe lets the account charge and pay out, whether it needs more
 *   information now or is checking what it got. Payouts go to the account only once
 *   `payouts_enabled`; `updated_at` moves when any of this changes.
 *
 * Rows from before this (put there by hand: nothing wrote the table) were treated as connected
 * accounts; they keep that until their first read from Stripe says otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payout_accounts ALTER COLUMN stripe_account_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE payout_accounts
      ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$'),
      ADD COLUMN creation_key text UNIQUE CHECK (length(creation_key) BETWEEN 1 AND 255),
      ADD COLUMN details_submitted boolean NOT NULL DEFAULT false,
      ADD COLUMN charges_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN payouts_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN requirements_due boolean NOT NULL DEFAULT false,
      ADD COLUMN pending_verification boolean NOT NULL DEFAULT false,
      ADD COLUMN checked_at timestamptz`.execute(db);
  await sql`
    UPDATE payout_accounts
       SET details_submitted = true, charges_enabled = true, payouts_enabled = true`.execute(db);
  await sql`
    ALTER TABLE payout_accounts
      ADD CONSTRAINT payout_accounts_key_or_account
        CHECK (stripe_account_id IS NOT NULL OR creation_key IS NOT NULL),
      ADD CONSTRAINT payout_accounts_payouts_need_account
        CHECK (stripe_account_id IS NOT NULL OR NOT payouts_enabled)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM payout_accounts WHERE stripe_account_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE payout_accounts
      DROP CONSTRAINT IF EXISTS payout_accounts_payouts_need_account,
      DROP CONSTRAINT IF EXISTS payout_accounts_key_or_account,
      DROP COLUMN IF EXISTS checked_at,
      DROP COLUMN IF EXISTS pending_verification,
      DROP COLUMN IF EXISTS requirements_due,
      DROP COLUMN IF EXISTS payouts_enabled,
      DROP COLUMN IF EXISTS charges_enabled,
      DROP COLUMN IF EXISTS details_submitted,
      DROP COLUMN IF EXISTS creation_key,
      DROP COLUMN IF EXISTS country`.execute(db);
  await sql`ALTER TABLE payout_accounts ALTER COLUMN stripe_account_id SET NOT NULL`.execute(db);
}
