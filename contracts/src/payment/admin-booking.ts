import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';
import { Payment, PaymentProvider } from './model.js';
import { PayoutLineKind } from './payouts.js';

/**
 * One booking's money as admins read it for its timeline (decision 0050): every payment
 * attempt, the refunds asked of the provider, the provider's webhook events received (the
 * deduplicated table: each once), and the host's payout ledger lines. Admins only.
 */
export const PaymentAdminBookingRequest = z.object({ bookingId: Uuid }).strict();

export const AdminPaymentAttempt = Payment.extend({
  attempt: z.number().int().positive(),
  authorizedAt: IsoDateTime.nullable(),
  capturedAt: IsoDateTime.nullable(),
  failedAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
});
export type AdminPaymentAttempt = z.infer<typeof AdminPaymentAttempt>;

export const AdminRefund = z.object({
  id: Uuid,
  paymentId: Uuid,
  amount: ClpAmount,
  status: z.enum(['pending', 'succeeded', 'owed']),
  createdAt: IsoDateTime,
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminWebhookEvent = z.object({
  provider: PaymentProvider,
  eventId: z.string(),
  type: z.string(),
  paymentId: Uuid,
  receivedAt: IsoDateTime,
});
export type AdminWebhookEvent = z.infer<typeof AdminWebhookEvent>;

export const AdminPayoutLine = z.object({
  id: Uuid,
  kind: PayoutLineKind,
  /** Positive: owed to the host; negative: taken back (a refund's share). */
  amount: z.object({ amount: z.number().int(), currency: z.literal('CLP') }),
  releaseAt: IsoDateTime,
  payoutId: Uuid.nullable(),
  createdAt: IsoDateTime,
});
export type AdminPayoutLine = z.infer<typeof AdminPayoutLine>;

export const PaymentAdminBooking = z.object({
  bookingId: Uuid,
  payments: z.array(AdminPaymentAttempt),
  refunds: z.array(AdminRefund),
  webhooks: z.array(AdminWebhookEvent),
  payoutLines: z.array(AdminPayoutLine),
});
export type PaymentAdminBooking = z.infer<typeof PaymentAdminBooking>;
