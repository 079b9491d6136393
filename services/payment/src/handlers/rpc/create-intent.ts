import { randomUUID } from 'node:crypto';
import {
  AppError,
  BookingRpc,
  IdentityRpc,
  type Actor,
  type Booking,
  type PaymentIntent,
  type PaymentRpc,
} from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { lockBookingPayments, supersedeOpenAttempts } from '../../app/attempts.js';
import { amountsFromQuote } from '../../domain/amounts.js';
import { webhookBaseUrl } from '../../jobs/deliver-dev-webhook.js';
import type { PaymentProviderAdapter } from '../../providers/provider.js';
import { PaymentRepository, type PaymentRow } from '../../repositories/payment.repository.js';

const field = (message: string) => ({ fields: [{ path: 'bookingId', message }] });

function toIntent(row: PaymentRow): PaymentIntent {
  return {
    paymentId: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    method: row.method,
    clientSecret: row.client_secret,
    redirectUrl: row.redirect_url,
    currency: 'CLP',
    baseAmount: row.base_amount,
    platformFee: row.platform_fee,
    vatAmount: row.vat_amount,
    totalAmount: row.amount,
  };
}

function assertPayable(booking: Booking, now: Date): void {
  if (booking.status !== 'pending') {
    throw new AppError(
      'CONFLICT',
      booking.status === 'expired'
        ? 'This booking’s hold has lapsed. Please choose your dates again.'
        : 'This booking is not waiting for payment.',
      field(`Booking is ${booking.status}`),
    );
  }
  if (booking.expiresAt && new Date(booking.expiresAt).getTime() <= now.getTime()) {
    throw new AppError(
      'CONFLICT',
      'This booking’s hold has lapsed. Please choose your dates again.',
      field('Hold lapsed'),
    );
  }
}

/**
 * Starts (or resumes) paying a pending booking, as its guest. The row is written first and
 * committed, then the provider is called with the attempt's idempotency key: a crash or a
 * provider error in between leaves an open attempt that the next call completes with the same
 * key, so the provider never makes two charges for one attempt. Older attempts still open are
 * then called off where the provider can void them; one that is paid all the same is returned
 * as a duplicate when its notification comes (`app/attempts.ts`).
 */
export function createIntentHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.createIntent> {
  return async ({ bookingId, method }, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const booking = await deps.client.call(
      BookingRpc.get,
      { id: bookingId },
      { actor: call.actor },
    );
    if (booking.guestId !== userId) {
      throw new AppError(
        'FORBIDDEN',
        'Only the guest of this booking can pay for it.',
        field('Not the guest'),
      );
    }
    const now = deps.now();
    assertPayable(booking, now);
    const amounts = amountsFromQuote(booking.quote);
    const provider = deps.providers.forMethod(method);
    const capture = booking.listing.instantBook ? 'automatic' : 'manual';

    const row = await deps.db.transaction().execute(async (trx) => {
      // One attempt at a time per booking: two tabs paying at once get the same attempt.
      await lockBookingPayments(trx, bookingId);
      const payments = new PaymentRepository(trx);
      const attempts = await payments.forBooking(bookingId);
      if (attempts.some((p) => p.authorized_at || p.captured_at)) {
        throw new AppError('CONFLICT', 'This booking is already paid.', field('Already paid'));
      }
      const open = attempts.find(
        (p) =>
          p.provider === provider.name && p.method === method && p.status === 'requires_action',
      );
      if (open) return open;
      const attempt = (attempts[0]?.attempt ?? 0) + 1;
      return payments.insert({
        id: randomUUID(),
        booking_id: bookingId,
        guest_id: booking.guestId,
        host_id: booking.hostId,
        attempt,
        provider: provider.name,
        method,
        capture_method: capture,
        status: 'requires_action',
        amount: amounts.amount,
        base_amount: amounts.baseAmount,
        platform_fee: amounts.platformFee,
        vat_amount: amounts.vatAmount,
        idempotency_key: `booking-${bookingId}-attempt-${attempt}`,
        // The platform charges; the host's base is paid later by the payout ledger (a Stripe
        // transfer or a bank batch, after check-in), never at charge time (decision 0041).
        destination_account: null,
        application_fee: null,
        created_at: now,
        updated_at: now,
      });
    });

    const started = row.provider_ref
      ? row
      : await startAtProvider(deps, provider, row, booking, call.actor);
    // Only one attempt may stay payable: the guest switched method or retried after a failure.
    await supersedeOpenAttempts(deps, bookingId, started.id);
    return toIntent(started);
  };
}

async function startAtProvider(
  deps: PaymentDeps,
  provider: PaymentProviderAdapter,
  row: PaymentRow,
  booking: Booking,
  actor: Actor,
): Promise<PaymentRow> {
  const publicUrl = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const email =
    provider.name === 'payku'
      ? (await deps.client.call(IdentityRpc.me, {}, { actor })).email
      : null;
  const created = await provider.createPayment({
    paymentId: row.id,
    bookingId: row.booking_id,
    amount: row.amount,
    idempotencyKey: row.idempotency_key,
    capture: row.capture_method,
    description: `Arrendo: ${booking.listing.title}`.slice(0, 200),
    email,
    returnUrl: `${publicUrl}/bookings?status=success&id=${row.booking_id}`,
    notifyUrl: provider.name === 'payku' ? `${webhookBaseUrl(deps.env)}/webhooks/payku` : null,
    destination:
      row.destination_account && row.application_fee !== null
        ? { account: row.destination_account, applicationFee: row.application_fee }
        : null,
  });
  return new PaymentRepository(deps.db).update(row.id, {
    provider_ref: created.providerRef,
    client_secret: created.clientSecret,
    redirect_url: created.redirectUrl,
    capture_method: created.capture,
    updated_at: deps.now(),
  });
}
