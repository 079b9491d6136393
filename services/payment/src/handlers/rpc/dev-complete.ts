import { AppError, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { PAYMENT_CURRENCY } from '../../domain/notified-money.js';
import { DeliverDevWebhook, devWebhookJobId } from '../../jobs/deliver-dev-webhook.js';
import type { DevEventBody } from '../../providers/dev.js';
import { PaymentRepository } from '../../repositories/payment.repository.js';

/**
 * The dev provider's "bank page" answer. Only the payer, only for a dev payment still waiting.
 * The outcome is not applied here: it is sent as a signed notification through the BFF's
 * webhook route, the path a real provider's takes, and the page moves on at once.
 */
export function devCompleteHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.devComplete> {
  return async ({ id, outcome }, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const payments = new PaymentRepository(deps.db);
    const row = await payments.find(id);
    if (!row || row.guest_id !== userId) throw new AppError('NOT_FOUND', 'Payment not found');
    if (row.provider !== 'dev') {
      throw new AppError('CONFLICT', 'This payment is not made with the dev provider.', {
        fields: [{ path: 'id', message: 'Not a dev payment' }],
      });
    }
    if (row.status !== 'requires_action') {
      throw new AppError('CONFLICT', 'This payment is already complete.', {
        fields: [{ path: 'id', message: `Payment is ${row.status}` }],
      });
    }
    // The "bank" takes the first answer, unless a newer attempt of the booking called this one
    // off first (`answerDev`). The same answer twice passes (same event).
    if (!(await payments.answerDev(row.id, outcome))) {
      throw new AppError('CONFLICT', 'This payment is already complete.', {
        fields: [{ path: 'id', message: 'Payment was answered or called off' }],
      });
    }
    // The same answer twice is the same event (the second is a duplicate at the webhook).
    const eventId = `devevt_${row.id}_${outcome}`;
    const event: DevEventBody = {
      id: eventId,
      type:
        outcome === 'fail'
          ? 'payment.failed'
          : row.capture_method === 'manual'
            ? 'payment.authorized'
            : 'payment.succeeded',
      data: {
        paymentId: row.id,
        amount: row.amount,
        currency: PAYMENT_CURRENCY,
        message: outcome === 'fail' ? 'The dev provider declined the payment.' : null,
      },
    };
    await deps.jobs.enqueue(
      DeliverDevWebhook,
      { body: JSON.stringify(event) },
      { id: devWebhookJobId(eventId) },
    );
    return {
      redirectTo:
        outcome === 'succeed'
          ? `/bookings?status=success&id=${row.booking_id}`
          : `/checkout/${row.booking_id}?payment=failed`,
    };
  };
}
