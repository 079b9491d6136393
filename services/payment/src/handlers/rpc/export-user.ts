import {
  AppError,
  type PaymentExportRefund,
  type PaymentRpc,
  type PaymentUserExport,
} from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { readPayoutSetup } from '../../app/payout-setup.js';
import { toPayment } from '../../domain/mapper.js';
import { toPayout, toPayoutLine } from '../../domain/payout-mapper.js';
import { PayoutLedgerRepository } from '../../repositories/payout-ledger.repository.js';
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
    // Asked of the provider, not answered yet: no money has gone back on its account so far.
    if (row.status === 'pending') continue;
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

/** What an attempt adds to the `Payment` view for both parties: its refunds and its dates. */
function factsOf(row: ExportedPaymentRow, refunds: Map<string, PaymentExportRefund[]>) {
  return {
    refunds: refunds.get(row.id) ?? [],
    authorizedAt: iso(row.authorized_at),
    capturedAt: iso(row.captured_at),
    failedAt: iso(row.failed_at),
    cancelledAt: iso(row.cancelled_at),
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
    const [paid, paidRefunds, received, receivedRefunds, account, payoutSetup] = await Promise.all([
      repo.payments(asPayer),
      repo.refunds(asPayer),
      repo.payments(asHost),
      repo.refunds(asHost),
      repo.payoutAccount(userId),
      readPayoutSetup(deps.db, deps.payoutKeys, userId, deps.now()),
    ]);
    const ledger = new PayoutLedgerRepository(deps.db);
    const [lines, payouts] = await Promise.all([
      ledger.hostLines(userId),
      ledger.hostPayouts(userId),
    ]);
    const payerRefunds = refundsByPayment(paidRefunds);
    const hostRefunds = refundsByPayment(receivedRefunds);
    return {
      service: 'payment',
      userId,
      exportedAt: deps.now().toISOString(),
      asPayer: paid.map((row) => {
        // The payer is the person themselves.
        const { guestId: _payer, ...payment } = toPayment(row);
        return {
          ...payment,
          ...factsOf(row, payerRefunds),
          attempt: row.attempt,
          captureMethod: row.capture_method,
          duplicateOf: row.duplicate_of,
        };
      }),
      asHost: received.map((row) => {
        // Of the guest, nothing but the booking it pays: not who they are, not why a card failed.
        const {
          guestId: _guest,
          hostId: _host,
          failureMessage: _failure,
          ...payment
        } = toPayment(row);
        return {
          ...payment,
          ...factsOf(row, hostRefunds),
          payoutAccount: row.destination_account,
          applicationFee: row.application_fee === null ? null : clp(row.application_fee),
        };
      }),
      payoutAccount: account
        ? {
            stripeAccountId: account.stripe_account_id,
            createdAt: account.created_at.toISOString(),
            updatedAt: account.updated_at.toISOString(),
          }
        : null,
      bankAccount: payoutSetup.bankAccount,
      payoutLines: lines.map(toPayoutLine),
      payouts: payouts.map(toPayout),
    };
  };
}
