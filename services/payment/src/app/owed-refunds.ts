import { AppError } from '@arrendo/contracts';
import { PaymentRepository } from '../repositories/payment.repository.js';
import { RefundRepository } from '../repositories/refund.repository.js';
import type { PaymentDeps } from './deps.js';
import { applyChange } from './apply.js';

export const OWED_REFUND_LETTER = 'payment.refund.owed';

/**
 * An admin returned an owed refund by hand (from Payku's dashboard) and says so by retrying its
 * dead letter: the refund is recorded as done, and the payment refunded (its event and ledger
 * entry) as if the provider had confirmed it.
 */
export async function settleOwedRefund(deps: PaymentDeps, refundId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const refunds = new RefundRepository(trx);
    const refund = await refunds.lock(refundId);
    if (!refund || refund.status !== 'owed') {
      throw new AppError('CONFLICT', 'This refund is not owed any more.');
    }
    const refunded = await new PaymentRepository(trx).lockRefundedAmount(refund.payment_id);
    await refunds.markSucceeded(refund.id, `manual_${refund.id}`);
    await applyChange(
      trx,
      refund.payment_id,
      {
        kind: 'refunded',
        total: refunded + refund.amount,
        refundId: `manual_${refund.id}`,
      },
      deps.now(),
    );
  });
}
