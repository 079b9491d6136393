import type { Payment } from '@arrendo/contracts';
import type { PaymentRow } from '../repositories/payment.repository.js';

/** The columns `toPayment` reads (the data export selects only what it may hand over). */
export type PaymentViewRow = Pick<
  PaymentRow,
  | 'id'
  | 'booking_id'
  | 'guest_id'
  | 'host_id'
  | 'provider'
  | 'method'
  | 'status'
  | 'amount'
  | 'base_amount'
  | 'platform_fee'
  | 'vat_amount'
  | 'refunded_amount'
  | 'failure_message'
  | 'created_at'
  | 'updated_at'
>;

export function toPayment(row: PaymentViewRow): Payment {
  const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
  return {
    id: row.id,
    bookingId: row.booking_id,
    guestId: row.guest_id,
    hostId: row.host_id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: clp(row.amount),
    baseAmount: clp(row.base_amount),
    platformFee: clp(row.platform_fee),
    vatAmount: clp(row.vat_amount),
    refundedAmount: clp(row.refunded_amount),
    failureMessage: row.failure_message,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
