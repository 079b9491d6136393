import type { PaymentProvider } from '@arrendo/contracts';
import type { CaptureMethod } from '../db/types.js';
import type { PaymentChange } from '../domain/state.js';

export interface CreatePaymentInput {
  paymentId: string;
  bookingId: string;
  /** CLP, whole pesos: also the provider's unit (CLP is zero-decimal everywhere). */
  amount: number;
  /** `booking-<id>-attempt-<n>`: the same attempt never charges twice, even after a crash. */
  idempotencyKey: string;
  /** `manual`: authorise now, capture when the host accepts (request-to-book). */
  capture: CaptureMethod;
  description: string;
  /** The payer's email, for providers that ask for it (Payku). */
  email: string | null;
  /** Where the provider sends the guest back, and where it posts its notification. */
  returnUrl: string;
  notifyUrl: string | null;
  /** Stripe Connect: the host's account and what the platform keeps. */
  destination: { account: string; applicationFee: number } | null;
}

export interface CreatedPayment {
  providerRef: string;
  clientSecret: string | null;
  redirectUrl: string | null;
  /** What the provider actually does: Payku cannot authorise only and always captures. */
  capture: CaptureMethod;
}

export interface ProviderRefund {
  refundId: string | null;
  /** `owed`: the provider has no refund API; the money must be returned by hand. */
  status: 'succeeded' | 'owed';
}

/** A verified notification, normalised. `eventId` is unique per provider (replays repeat it). */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** Our payment id, when the provider echoes our metadata; else found by `providerRef`. */
  paymentId: string | null;
  providerRef: string | null;
  /** Null for notification types that change nothing (acknowledged and stored all the same). */
  change: PaymentChange | null;
  /**
   * Authorised or captured: what the provider holds or took. Refunded: the amount of the charge
   * refunded, when the provider names it. Checked against the payment (`domain/notified-money.ts`)
   * before anything is applied; null when the notification does not say.
   */
  amount: number | null;
  /** ISO 4217 in upper case, as the provider names it; null when it does not say. */
  currency: string | null;
}

/**
 * One interface for every provider. Calls that fail for a transient reason throw
 * `AppError('UNAVAILABLE')` (the RPC answers 503; a consumer is redelivered later).
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /**
   * Whether `cancel` also voids an attempt nobody has paid yet, so that it can never take money
   * afterwards (Stripe cancels the PaymentIntent; Payku has no such call).
   */
  readonly voidsOpenAttempts: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  capture(providerRef: string, options: { idempotencyKey: string }): Promise<void>;
  /** Releases an authorisation without charging. */
  cancel(providerRef: string, options: { idempotencyKey: string }): Promise<void>;
  refund(
    providerRef: string,
    options: { amount: number; idempotencyKey: string },
  ): Promise<ProviderRefund>;
  /** Verifies (signature, or a call back to the provider) and normalises; VALIDATION if forged. */
  parseWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent>;
}
