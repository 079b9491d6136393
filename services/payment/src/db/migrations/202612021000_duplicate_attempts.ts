import { sql, type Kysely } from 'kysely';

/**
 * `duplicate_of`: a second attempt of a booking that also took money, returned at once because
 * the booking is paid by the attempt named here (the booking never hears of the duplicate).
 * `dev_outcome`: the dev provider's "bank" answer, kept where the dev provider can read it: an
 * attempt the guest already paid on its page cannot be called off any more, as a real provider
 * refuses to cancel a PaymentIntent that succeeded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      ADD COLUMN duplicate_of uuid REFERENCES payments (id),
      ADD COLUMN dev_outcome text CHECK (dev_outcome IN ('succeed', 'fail'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP COLUMN IF EXISTS duplicate_of, DROP COLUMN IF EXISTS dev_outcome`.execute(
    db,
  );
}
