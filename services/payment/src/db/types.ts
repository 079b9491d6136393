import type { ColumnType, Generated } from 'kysely';
import type {
  BankAccountType,
  BankCode,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  PayoutLineKind,
  PayoutMethod,
  PayoutStatus,
} from '@arrendo/contracts';

export type CaptureMethod = 'automatic' | 'manual';

export interface PaymentsTable {
  id: string;
  booking_id: string;
  guest_id: string;
  host_id: string;
  attempt: number;
  provider: PaymentProvider;
  method: PaymentMethod;
  capture_method: CaptureMethod;
  status: PaymentStatus;
  amount: number;
  base_amount: number;
  platform_fee: number;
  vat_amount: number;
  refunded_amount: Generated<number>;
  idempotency_key: string;
  provider_ref: string | null;
  client_secret: string | null;
  redirect_url: string | null;
  destination_account: string | null;
  application_fee: number | null;
  failure_message: string | null;
  authorized_at: Date | null;
  captured_at: Date | null;
  failed_at: Date | null;
  cancelled_at: Date | null;
  /** The attempt that pays the booking, when this one took money too and was returned. */
  duplicate_of: Generated<string | null>;
  /** The dev provider's page answer (dev payments only): a paid attempt cannot be called off. */
  dev_outcome: Generated<'succeed' | 'fail' | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WebhookEventsTable {
  provider: PaymentProvider;
  event_id: string;
  type: string;
  payment_id: string | null;
  received_at: Generated<Date>;
}

export interface RefundsTable {
  id: string;
  payment_id: string;
  amount: number;
  idempotency_key: string;
  provider_refund_id: string | null;
  /** `pending`: recorded before the provider was asked, not answered yet. */
  status: 'pending' | 'succeeded' | 'owed';
  /** The payment's refunded total once this refund is done (null on refunds from before). */
  refunded_total: Generated<number | null>;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  ref: string;
  payment_id: string;
  gross: number;
  platform_fee: number;
  vat: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A host's Stripe Connect account (migration `202612301000_stripe_connect`). */
export interface PayoutAccountsTable {
  host_id: string;
  /** Null while the account is being opened (reserved under `creation_key`). */
  stripe_account_id: string | null;
  country: string | null;
  creation_key: string | null;
  details_submitted: Generated<boolean>;
  charges_enabled: Generated<boolean>;
  payouts_enabled: Generated<boolean>;
  requirements_due: Generated<boolean>;
  pending_verification: Generated<boolean>;
  /** When the flags were last read from Stripe. */
  checked_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The masked forms of a bank account, plain beside the sealed details. */
interface MaskedBankColumns {
  sealed_details: string;
  rut_masked: string;
  bank_code: BankCode;
  account_type: BankAccountType;
  number_last4: string;
}

export interface PayoutBankAccountsTable extends MaskedBankColumns {
  host_id: string;
  change_id: string;
  confirmed_at: Date;
}

export type BankChangeStatus = 'waiting' | 'confirmed' | 'cancelled' | 'replaced';

export interface PayoutBankChangesTable extends MaskedBankColumns {
  id: string;
  host_id: string;
  code_id: string;
  email_hint: string;
  status: ColumnType<BankChangeStatus, BankChangeStatus | undefined, BankChangeStatus>;
  expires_at: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PayoutAuditTable {
  id: Generated<string>;
  host_id: string;
  actor_id: string | null;
  action: string;
  change_id: string | null;
  detail: ColumnType<unknown, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PayoutBatchesTable {
  id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PayoutsTable {
  id: string;
  host_id: string;
  method: PayoutMethod;
  status: ColumnType<PayoutStatus, PayoutStatus | undefined, PayoutStatus>;
  amount: number;
  /** The lines it carried when made (a failed payout's lines leave it). */
  line_count: number;
  reference: string;
  batch_id: ColumnType<string | null, string | null | undefined, string | null>;
  sealed_details: string | null;
  rut_masked: string | null;
  bank_code: BankCode | null;
  account_type: BankAccountType | null;
  number_last4: string | null;
  email: string | null;
  stripe_account_id: string | null;
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PayoutLinesTable {
  id: string;
  ref: string;
  host_id: string;
  kind: PayoutLineKind;
  booking_id: string;
  payment_id: string | null;
  property_id: string;
  starts_at: Date;
  ends_at: Date;
  amount: number;
  release_at: Date;
  payout_id: ColumnType<string | null, string | null | undefined, string | null>;
  note: string | null;
  created_by: string | null;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DB {
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  refunds: RefundsTable;
  ledger_entries: LedgerEntriesTable;
  payout_accounts: PayoutAccountsTable;
  payout_bank_accounts: PayoutBankAccountsTable;
  payout_bank_changes: PayoutBankChangesTable;
  payout_audit: PayoutAuditTable;
  payout_batches: PayoutBatchesTable;
  payouts: PayoutsTable;
  payout_lines: PayoutLinesTable;
}
