import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';
import { PaymentMethod } from '../payment/model.js';

/**
 * Payments over HTTP:
 *
 * | route | body / query | answer |
 * |---|---|---|
 * | GET /api/payments/config | | `PaymentConfig` (public) |
 * | POST /api/payments | `CreatePaymentBody` (guest of a pending booking) | `PaymentIntent` |
 * | POST /api/stripe/payment-intent | `StripePaymentIntentBody` | `StripePaymentIntentResponse` (spec §3, §7) |
 * | GET /api/payments | `PaymentsQuery` | `PaymentPage` (the caller's payments, `/payments`) |
 * | GET /api/payments/:id | | `Payment` (payer, host, admin) |
 * | POST /api/payments/:id/dev-complete | `DevCompleteBody` | `{redirectTo}` (dev provider page) |
 * | POST /webhooks/stripe, /webhooks/payku, /webhooks/dev | raw body | 200 `{received: true}`; 400 bad signature |
 * | GET /api/admin/revenue | `RevenueQuery` | `RevenueSummary` (admin) |
 * | GET /api/admin/revenue/export | `RevenueQuery` | the same months as `text/csv` (admin, audited) |
 */
export const CreatePaymentBody = z.object({ bookingId: Uuid, method: PaymentMethod }).strict();
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

/**
 * The spec's call (`booking_id`, `amount`): the amount is accepted for compatibility and ignored,
 * the server charges the booking's quote. `bookingId` is read too.
 */
export const StripePaymentIntentBody = z
  .object({
    booking_id: Uuid.optional(),
    bookingId: Uuid.optional(),
    amount: z.number().optional(),
  })
  .strict()
  .refine((b) => b.booking_id !== undefined || b.bookingId !== undefined, {
    path: ['booking_id'],
    message: 'No booking ID provided',
  });
export type StripePaymentIntentBody = z.infer<typeof StripePaymentIntentBody>;

/** Spec §3 "Payment intent response", all in the currency's minor unit (CLP has none). */
export const StripePaymentIntentResponse = z.object({
  clientSecret: z.string().nullable(),
  baseAmount: z.number().int(),
  platformFee: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
  currency: z.literal('CLP'),
  paymentId: Uuid,
  /** Set when the card is served by the dev provider (no Stripe keys): go there instead. */
  redirectUrl: z.string().nullable(),
});
export type StripePaymentIntentResponse = z.infer<typeof StripePaymentIntentResponse>;

export const PaymentIdParams = z.object({ id: Uuid }).strict();

export const PaymentsQuery = z
  .object({
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  })
  .strict();

export const DevCompleteBody = z.object({ outcome: z.enum(['succeed', 'fail']) }).strict();
export type DevCompleteBody = z.infer<typeof DevCompleteBody>;

export const RevenueQuery = z
  .object({ months: z.coerce.number().int().min(1).max(36).default(12) })
  .strict();
