import {
  AppError,
  type PaymentExportRefund,
  type PaymentRpc,
  type PaymentUserExport,
} from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import {
  UserExportRepository,
  type ExportedPaymentRow,
  type ExportedRefundRow,
} from '../../repositories/user-export.repository.js';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function refundsByPayment(rows: ExportedRefundRow[]): Map<string, PaymentExportRefund[]> {
  const byPayment = new Map<string, PaymentExportRefund[]>();
  for (const row of rows) {
    const list = byPayment.get(row.payment_id) ?? [];
    list.push({
      id: row.id,
      amount: clp(row.amount),
      status: row.status,
      createdAt: row.created_at.toISOString(),
    });
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

/** What the payer and the host both see of an attempt: amounts, status and its dates. */
function common(row: ExportedPaymentRow, refunds: Map<string, PaymentExportRefund[]>) {
  return {
    id: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: clp(row.amount),
    baseAmount: clp(row.base_amount),
    platformFee: clp(row.platform_fee),
    vatAmount: clp(row.vat_amount),
    refundedAmount: clp(row.refunded_amount),
    refunds: refunds.get(row.id) ?? [],
    authorizedAt: iso(row.authorized_at),
    capturedAt: iso(row.captured_at),
    failedAt: iso(row.failed_at),
    cancelledAt: iso(row.cancelled_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Everything this service keeps about the caller (Ley 21.719 portability), for the BFF's one
 * JSON file: the attempts they made as a payer, the payments for their listings as a host and
 * their payout account. The person is always the actor, never a field. The repository never
 * selects client secrets, provider references or idempotency keys, and no card data exists here.
 */
export function exportUserHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.exportUser> {
  return async (_request, call): Promise<PaymentUserExport> => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const repo = new UserExportRepository(deps.db);
    const asPayer = { guestId: userId };
    const asHost = { hostId: userId };
    const [paid, paidRefunds, received, receivedRefunds, account] = await Promise.all([
      repo.payments(asPayer),
      repo.refunds(asPayer),
      repo.payments(asHost),
      repo.refunds(asHost),
      repo.payoutAccount(userId),
    ]);
    const payerRefunds = refundsByPayment(paidRefunds);
    const hostRefunds = refundsByPayment(receivedRefunds);
    return {
      service: 'payment',
      userId,
      exportedAt: deps.now().toISOString(),
      asPayer: paid.map((row) => ({
        ...common(row, payerRefunds),
        hostId: row.host_id,
        attempt: row.attempt,
        captureMethod: row.capture_method,
        failureMessage: row.failure_message,
        duplicateOf: row.duplicate_of,
      })),
      asHost: received.map((row) => ({
        ...common(row, hostRefunds),
        payoutAccount: row.destination_account,
        applicationFee: row.application_fee === null ? null : clp(row.application_fee),
      })),
      payoutAccount: account
        ? {
            stripeAccountId: account.stripe_account_id,
            createdAt: account.created_at.toISOString(),
            updatedAt: account.updated_at.toISOString(),
          }
        : null,
    };
  };
}
