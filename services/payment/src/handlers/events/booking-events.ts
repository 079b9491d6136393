import type { PaymentConsumedEvents } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import { applyChange } from '../../app/apply.js';
import type { PaymentDeps } from '../../app/deps.js';
import { recordEarning } from '../../app/payout-ledger.js';
import { askRefund, intendRefund, recordRefund } from '../../app/refund.js';
import type { DB } from '../../db/types.js';
import type { ProviderRefund } from '../../providers/provider.js';
import { PaymentRepository, type PaymentRow } from '../../repositories/payment.repository.js';

/**
 * What the provider did for a booking event, before the inbox transaction: `write` records it.
 * `refund`: the refund recorded as pending (`app/refund.ts`) and the provider's answer, when it
 * was asked (a refund answered before is not asked again).
 */
interface ProviderWork {
  paymentId: string | null;
  captured: boolean;
  cancelled: boolean;
  refund: { id: string; answer: ProviderRefund | undefined } | null;
}

const nothing: ProviderWork = { paymentId: null, captured: false, cancelled: false, refund: null };

/**
 * The provider is asked in the event's `before` step, with no transaction open; `write` records
 * its answers in the inbox transaction. A provider that is down makes `before` throw: nothing is
 * recorded and the kit redelivers the event (dead letter after EVENT_MAX_DELIVER). Every call
 * carries a key derived from the event id (a refund's amount is fixed before the call, in a
 * pending `refunds` row), so a call the provider did complete before a crash, or before `write`
 * failed, is answered again by the provider on redelivery instead of being repeated.
 */
async function capture(deps: PaymentDeps, row: PaymentRow, eventId: string): Promise<boolean> {
  if (row.captured_at || row.cancelled_at || !row.provider_ref) return false;
  await deps.providers.get(row.provider).capture(row.provider_ref, {
    idempotencyKey: `capture-${eventId}`,
  });
  return true;
}

/** Records in the inbox transaction what `before` had the provider do. */
function recordWork(deps: PaymentDeps) {
  return async (_event: unknown, trx: Transaction<DB>, work: ProviderWork): Promise<void> => {
    if (!work.paymentId) return;
    if (work.captured) await applyChange(trx, work.paymentId, { kind: 'captured' }, deps.now());
    if (work.cancelled) await applyChange(trx, work.paymentId, { kind: 'cancelled' }, deps.now());
    if (work.refund?.answer) await recordRefund(deps, trx, work.refund.id, work.refund.answer);
  };
}

/** Host accepted a request: the authorised money is captured. */
export function handleBookingConfirmed(deps: PaymentDeps) {
  return eventSteps<typeof PaymentConsumedEvents.bookingConfirmed, DB, ProviderWork>({
    before: async (event) => {
      if (event.data.accepted !== true) return nothing;
      const row = await new PaymentRepository(deps.db).moneyHolding(event.data.bookingId);
      if (!row) {
        deps.logger.warn(
          { bookingId: event.data.bookingId },
          'accepted booking has no authorised payment',
        );
        return nothing;
      }
      return { ...nothing, paymentId: row.id, captured: await capture(deps, row, event.id) };
    },
    write: async (event, trx, work) => {
      await recordWork(deps)(event, trx, work);
      await recordEarning(trx, event.data, deps.now());
    },
  });
}

/**
 * Cancelled with a refund: the succeeded payment is refunded that much; an authorisation is
 * released when the whole amount goes back, or captured and then partly refunded.
 */
export function handleBookingCancelled(deps: PaymentDeps) {
  return eventSteps<typeof PaymentConsumedEvents.bookingCancelled, DB, ProviderWork>({
    before: async (event) => {
      const wanted = event.data.refund?.amount ?? 0;
      if (wanted <= 0) return nothing;
      const row = await new PaymentRepository(deps.db).moneyHolding(event.data.bookingId);
      if (!row?.provider_ref) {
        deps.logger.warn(
          { bookingId: event.data.bookingId },
          'refund asked for a booking with no payment',
        );
        return nothing;
      }
      const work: ProviderWork = { ...nothing, paymentId: row.id };
      if (!row.captured_at) {
        if (row.cancelled_at) return nothing;
        if (wanted >= row.amount - row.refunded_amount) {
          await deps.providers
            .get(row.provider)
            .cancel(row.provider_ref, { idempotencyKey: `cancel-${event.id}` });
          return { ...work, cancelled: true };
        }
        work.captured = await capture(deps, row, event.id);
      }
      const refund = await intendRefund(deps, row.id, `refund-${event.id}`, wanted);
      if (!refund) return work;
      return { ...work, refund: { id: refund.id, answer: await askRefund(deps, refund, row) } };
    },
    write: recordWork(deps),
  });
}
