import {
  formatRut,
  type BankAccountDetails,
  type BookingKind,
  type PayoutLineStatus,
  type PayoutStatus,
} from '@arrendo/contracts';
import { stringify } from 'csv-stringify/sync';
import { mulDivHalfUp } from './amounts.js';

const HOUR_MS = 3_600_000;

/**
 * When a booking's base may be paid to its host: 24 hours after check-in for a stay (the guest
 * has had a night to say the place is not as described), at the session's end for an hourly
 * space. An event from before `kind` was announced falls back on the slot's length: hourly
 * sessions never reach a day.
 */
export function releaseAt(kind: BookingKind | undefined, startsAt: Date, endsAt: Date): Date {
  const stay = kind ? kind === 'stay' : endsAt.getTime() - startsAt.getTime() >= 24 * HOUR_MS;
  return stay ? new Date(startsAt.getTime() + 24 * HOUR_MS) : endsAt;
}

interface Charged {
  amount: number;
  baseAmount: number;
  refundedAmount: number;
  cancelled: boolean;
}

/**
 * What the host keeps of a booking's base after what the guest got back: the base less the
 * share of it the refunds are of the amount charged (so a 50 % refund takes half the base, a
 * full one all of it). Rounded once on the cumulative total, as the fee ledger is, so a series
 * of partial refunds ending in a full one leaves exactly zero.
 */
export function hostShare(payment: Charged): number {
  if (payment.cancelled || payment.amount === 0) return 0;
  return (
    payment.baseAmount - mulDivHalfUp(payment.baseAmount, payment.refundedAmount, payment.amount)
  );
}

/** The transfer's reference, short enough for every bank's 'glosa' field. */
export function payoutReference(payoutId: string): string {
  return `ARR-${payoutId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

/** How a line reads to its host, from its payout's status (a failed payout let it go). */
export function lineStatus(payoutStatus: PayoutStatus | null): PayoutLineStatus {
  if (payoutStatus === 'paid') return 'paid';
  if (payoutStatus === 'scheduled') return 'scheduled';
  return 'pending';
}

export interface BankTransferRow {
  details: BankAccountDetails;
  amount: number;
  email: string;
  reference: string;
}

/** The columns Chilean banks' bulk-transfer ("nómina de pagos") uploads ask for. */
export const BANK_CSV_COLUMNS = [
  'rut',
  'name',
  'bank_code',
  'account_type',
  'account_number',
  'amount',
  'email',
  'reference',
] as const;

/**
 * The batch as CSV. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR)
 * gets a leading quote: a holder's name is the host's own text and the file is opened by an
 * admin.
 */
export function bankBatchCsv(rows: readonly BankTransferRow[]): string {
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return stringify(
    rows.map((row) => [
      formatRut(row.details.rut),
      safe(row.details.holderName),
      row.details.bankCode,
      row.details.accountType,
      row.details.accountNumber,
      String(row.amount),
      safe(row.email),
      row.reference,
    ]),
    { header: true, columns: [...BANK_CSV_COLUMNS], record_delimiter: 'windows' },
  );
}
