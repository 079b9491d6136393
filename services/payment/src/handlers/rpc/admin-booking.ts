import { AppError, type Actor, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { toPayment } from '../../domain/mapper.js';

function requireAdmin(actor: Actor): void {
  if (actor.roles.includes('admin')) return;
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in as an administrator');
  throw new AppError('FORBIDDEN', "Only administrators can see a booking's payments.");
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * `rpc.payment.admin.booking` (decision 0050): everything payment knows of one booking, for the
 * admin timeline: every attempt with its steps, the refunds asked of the provider, the webhook
 * events received for those attempts (stored once each, so a replayed webhook shows once) and
 * the host's payout lines. An unknown booking answers empty lists: payment may never have heard
 * of an unpaid hold.
 */
export function adminBookingHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.adminBooking> {
  return async ({ bookingId }, call) => {
    requireAdmin(call.actor);
    const payments = await deps.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('attempt')
      .execute();
    const ids = payments.map((p) => p.id);
    const [refunds, webhooks, lines] = await Promise.all([
      ids.length
        ? deps.db
            .selectFrom('refunds')
            .selectAll()
            .where('payment_id', 'in', ids)
            .orderBy('created_at')
            .execute()
        : [],
      ids.length
        ? deps.db
            .selectFrom('webhook_events')
            .selectAll()
            .where('payment_id', 'in', ids)
            .orderBy('received_at')
            .execute()
        : [],
      deps.db
        .selectFrom('payout_lines')
        .select(['id', 'kind', 'amount', 'release_at', 'payout_id', 'created_at'])
        .where('booking_id', '=', bookingId)
        .orderBy('created_at')
        .execute(),
    ]);
    return {
      bookingId,
      payments: payments.map((row) => ({
        ...toPayment(row),
        attempt: row.attempt,
        authorizedAt: iso(row.authorized_at),
        capturedAt: iso(row.captured_at),
        failedAt: iso(row.failed_at),
        cancelledAt: iso(row.cancelled_at),
      })),
      refunds: refunds.map((row) => ({
        id: row.id,
        paymentId: row.payment_id,
        amount: { amount: row.amount, currency: 'CLP' as const },
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      webhooks: webhooks.flatMap((row) =>
        row.payment_id
          ? [
              {
                provider: row.provider,
                eventId: row.event_id,
                type: row.type,
                paymentId: row.payment_id,
                receivedAt: row.received_at.toISOString(),
              },
            ]
          : [],
      ),
      payoutLines: lines.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: { amount: row.amount, currency: 'CLP' as const },
        releaseAt: row.release_at.toISOString(),
        payoutId: row.payout_id,
        createdAt: row.created_at.toISOString(),
      })),
    };
  };
}
