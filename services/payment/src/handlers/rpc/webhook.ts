import { AppError, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { sql } from 'kysely';
import { lockPayment } from '../../app/apply.js';
import { applyProviderChange, lockBookingPayments } from '../../app/attempts.js';
import type { PaymentDeps } from '../../app/deps.js';

/**
 * A provider's notification: verified first (a forgery is VALIDATION and leaves no trace),
 * then its event id is recorded and its change applied in one transaction, under the booking's
 * payments lock (a second attempt taking money is returned, `applyProviderChange`). A replay
 * finds the id and answers `duplicate` without touching anything.
 */
export function webhookHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.webhook> {
  return async ({ provider: name, rawBody, signature }) => {
    const provider = deps.providers.forWebhook(name);
    const event = await provider.parseWebhook(rawBody, signature);

    return deps.db.transaction().execute(async (trx) => {
      const paymentId =
        (event.paymentId
          ? (
              await trx
                .selectFrom('payments')
                .select('id')
                .where('id', '=', event.paymentId)
                .where('provider', '=', name)
                .executeTakeFirst()
            )?.id
          : undefined) ??
        (event.providerRef
          ? (
              await trx
                .selectFrom('payments')
                .select('id')
                .where('provider', '=', name)
                .where('provider_ref', '=', event.providerRef)
                .executeTakeFirst()
            )?.id
          : undefined) ??
        null;

      if (paymentId) {
        const { booking_id } = await trx
          .selectFrom('payments')
          .select('booking_id')
          .where('id', '=', paymentId)
          .executeTakeFirstOrThrow();
        await lockBookingPayments(trx, booking_id);
      }

      if (paymentId && event.change?.kind === 'captured' && event.amount !== null) {
        const row = await lockPayment(trx, paymentId);
        if (row && row.amount !== event.amount) {
          deps.logger.error(
            { paymentId, expected: row.amount, reported: event.amount, provider: name },
            'provider reports a different amount: payment left unchanged',
          );
          throw new AppError('VALIDATION', 'The notified amount differs from the payment.', {
            fields: [{ path: 'amount', message: 'Amount mismatch' }],
          });
        }
      }

      const inserted = await trx
        .insertInto('webhook_events')
        .values({
          provider: name,
          event_id: event.eventId,
          type: event.type,
          payment_id: paymentId,
        })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning(sql<number>`1`.as('one'))
        .executeTakeFirst();
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
  };
}
