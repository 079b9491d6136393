import type { Kysely, Selectable } from 'kysely';
import type { DB, PaymentsTable, PayoutAccountsTable, RefundsTable } from '../db/types.js';

/**
 * The columns of a payment a person may take with them. Left out on purpose, so no later `select`
 * can leak them: `client_secret`, `idempotency_key`, `provider_ref`, `redirect_url` and
 * `dev_outcome` (provider internals, or the key to a live checkout).
 */
const PAYMENT_COLUMNS = [
  'id',
  'booking_id',
  'guest_id',
  'host_id',
  'attempt',
  'provider',
  'method',
  'capture_method',
  'status',
  'amount',
  'base_amount',
  'platform_fee',
  'vat_amount',
  'refunded_amount',
  'destination_account',
  'application_fee',
  'failure_message',
  'duplicate_of',
  'authorized_at',
  'captured_at',
  'failed_at',
  'cancelled_at',
  'created_at',
  'updated_at',
] as const;

export type ExportedPaymentRow = Pick<Selectable<PaymentsTable>, (typeof PAYMENT_COLUMNS)[number]>;
/** A refund without its provider reference. */
export type ExportedRefundRow = Pick<
  Selectable<RefundsTable>,
  'id' | 'payment_id' | 'amount' | 'status' | 'created_at'
>;
/** An opened account (one still being opened at Stripe has no id yet, and nothing to export). */
export type PayoutAccountRow = Selectable<PayoutAccountsTable> & { stripe_account_id: string };

/** Reads one person's payment data for their data export (Ley 21.719); writes nothing. */
export class UserExportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every attempt the person made as the payer, or received as the host, oldest first. */
  payments(party: { guestId: string } | { hostId: string }): Promise<ExportedPaymentRow[]> {
    const query = this.db.selectFrom('payments').select(PAYMENT_COLUMNS);
    const owned =
      'guestId' in party
        ? query.where('guest_id', '=', party.guestId)
        : query.where('host_id', '=', party.hostId);
    return owned.orderBy('created_at').orderBy('id').execute();
  }

  /** The refunds of those same payments, oldest first. */
  refunds(party: { guestId: string } | { hostId: string }): Promise<ExportedRefundRow[]> {
    const query = this.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select([
        'refunds.id',
        'refunds.payment_id',
        'refunds.amount',
        'refunds.status',
        'refunds.created_at',
      ]);
    const owned =
      'guestId' in party
        ? query.where('payments.guest_id', '=', party.guestId)
        : query.where('payments.host_id', '=', party.hostId);
    return owned.orderBy('refunds.created_at').orderBy('refunds.id').execute();
  }

  payoutAccount(hostId: string): Promise<PayoutAccountRow | undefined> {
    return this.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('stripe_account_id', 'is not', null)
      .$narrowType<{ stripe_account_id: string }>()
      .executeTakeFirst();
  }
}
