import { AppError } from '@arrendo/contracts';
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
    const refund = await trx
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', refundId)
      .forUpdate()
      .executeTakeFirst();
    if (!refund || refund.status !== 'owed') {
      throw new AppError('CONFLICT', 'This refund is not owed any more.');
    }
    const payment = await trx
      .selectFrom('payments')
      .select('refunded_amount')
      .where('id', '=', refund.payment_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('refunds')
      .set({ status: 'succeeded', provider_refund_id: `manual_${refund.id}` })
      .where('id', '=', refund.id)
      .execute();
    await applyChange(
      trx,
      refund.payment_id,
      {
        kind: 'refunded',
        total: payment.refunded_amount + refund.amount,
        refundId: `manual_${refund.id}`,
      },
      deps.now(),
    );
  });
}
