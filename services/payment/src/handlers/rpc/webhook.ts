import { AppError, type PaymentProvider, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { applyProviderChange, lockBookingPayments } from '../../app/attempts.js';
import type { PaymentDeps } from '../../app/deps.js';
import { reportMismatchedNotice } from '../../app/mismatched-notices.js';
import {
  moneyMismatch,
  PAYMENT_CURRENCY,
  type MoneyMismatch,
} from '../../domain/notified-money.js';
import type { ProviderEvent } from '../../providers/provider.js';
import { PaymentRepository } from '../../repositories/payment.repository.js';
import { WebhookEventRepository } from '../../repositories/webhook-event.repository.js';

/** Thrown inside the notice's transaction, so that nothing of the notice is kept. */
class MismatchedNotice extends Error {
  constructor(
    readonly paymentId: string,
    readonly mismatch: MoneyMismatch,
  ) {
    super(mismatch.reason);
  }
}

/**
 * A provider's notification: verified first (a forgery is VALIDATION and leaves no trace),
 * then its event id is recorded and its change applied in one transaction, under the booking's
 * payments lock (a second attempt taking money is returned, `applyProviderChange`). A replay
 * finds the id and answers `duplicate` without touching anything. A notice of money (authorised,
 * captured, refunded) must agree with the payment's amount and currency: otherwise it is
 * VALIDATION too, changes nothing, and is reported to operators.
 */
export function webhookHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.webhook> {
  return async ({ provider: name, rawBody, signature }) => {
    const provider = deps.providers.forWebhook(name);
    const event = await provider.parseWebhook(rawBody, signature);
    try {
      return await applyNotice(deps, name, event);
    } catch (error) {
      if (!(error instanceof MismatchedNotice)) throw error;
      await reportMismatchedNotice(deps, name, event, error.paymentId, error.mismatch);
      const field = error.mismatch.field;
      throw new AppError('VALIDATION', `The notified ${field} differs from the payment's.`, {
        fields: [
          { path: field, message: field === 'amount' ? 'Amount mismatch' : 'Currency mismatch' },
        ],
      });
    }
  };
}

function applyNotice(
  deps: PaymentDeps,
  name: PaymentProvider,
  event: ProviderEvent,
): Promise<{ received: true; duplicate: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const payments = new PaymentRepository(trx);
    const paymentId = await payments.idForNotice(name, event);

    if (paymentId) {
      await lockBookingPayments(trx, await payments.bookingIdOf(paymentId));
      // Checked before the event id is stored: a refused notice is not a "seen" one, so the
      // provider's corrected retry (same id) is still applied.
      const row = await payments.lock(paymentId);
      const mismatch = row
        ? moneyMismatch({ amount: row.amount, currency: PAYMENT_CURRENCY }, event)
        : null;
      if (mismatch) throw new MismatchedNotice(paymentId, mismatch);
    }

    const inserted = await new WebhookEventRepository(trx).record({
      provider: name,
      event_id: event.eventId,
      type: event.type,
      payment_id: paymentId,
    });
    if (!inserted) return { received: true as const, duplicate: true };

    if (!paymentId) {
      if (event.change) {
        deps.logger.warn(
          { provider: name, eventId: event.eventId, type: event.type },
          'notification for a payment this service does not know',
        );
      }
      return { received: true as const, duplicate: false };
    }
    if (event.change) await applyProviderChange(deps, trx, paymentId, event.change);
    return { received: true as const, duplicate: false };
  });
}
