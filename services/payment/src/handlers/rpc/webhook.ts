import { AppError, type PaymentProvider, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { applyProviderChange, lockBookingPayments, returnDuplicate } from '../../app/attempts.js';
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
 * payments lock. A second attempt taking money is marked a duplicate there and returned through
 * its provider after the commit (`returnDuplicate`, no transaction open); if the provider
 * refuses, the notice is answered with the error (503) and the provider's resend, a replay here,
 * tries the return again. A replay finds the id and applies nothing. A notice of money
 * (authorised, captured, refunded) must agree with the payment's amount and currency: otherwise
 * it is VALIDATION too, changes nothing, and is reported to operators.
 */
export function webhookHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.webhook> {
  return async ({ provider: name, rawBody, signature }) => {
    const provider = deps.providers.forWebhook(name);
    const event = await provider.parseWebhook(rawBody, signature);
    try {
      const { answer, paymentId } = await applyNotice(deps, name, event);
      if (paymentId) await returnDuplicate(deps, paymentId);
      return answer;
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

interface AppliedNotice {
  answer: { received: true; duplicate: boolean };
  paymentId: string | null;
}

function applyNotice(
  deps: PaymentDeps,
  name: PaymentProvider,
  event: ProviderEvent,
): Promise<AppliedNotice> {
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
    if (!inserted) return { answer: { received: true as const, duplicate: true }, paymentId };

    if (!paymentId) {
      if (event.change) {
        deps.logger.warn(
          { provider: name, eventId: event.eventId, type: event.type },
          'notification for a payment this service does not know',
        );
      }
      return { answer: { received: true as const, duplicate: false }, paymentId };
    }
    if (event.change) await applyProviderChange(deps, trx, paymentId, event.change);
    return { answer: { received: true as const, duplicate: false }, paymentId };
  });
}
