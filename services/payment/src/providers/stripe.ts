import type Stripe from 'stripe';
import { stripeClient } from './stripe-client.js';
import { AppError } from '@arrendo/contracts';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProviderAdapter,
  ProviderEvent,
  ProviderRefund,
} from './provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (tests, stripe-mock); Stripe's own when absent. */
  apiUrl?: string | undefined;
  timeoutMs: number;
}

/** The refund's metadata entry that names the key it was made under (see `refund`). */
const REFUND_KEY = 'arrendo_refund_key';

/** Transient or not, a failed provider call is "try again later" for us: 503 / redelivery. */
function unavailable(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(
    'UNAVAILABLE',
    'The card payment provider is not answering. Please try again.',
    {
      reason: 'provider',
      provider: 'stripe',
      cause: message.slice(0, 300),
    },
  );
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * Stripe PaymentIntents in CLP. CLP is a zero-decimal currency for Stripe: `amount` is whole
 * pesos, exactly our amounts (never ×100).
 */
export class StripeProvider implements PaymentProviderAdapter {
  readonly name = 'stripe' as const;
  readonly voidsOpenAttempts = true;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: 'clp',
      capture_method: input.capture,
      automatic_payment_methods: { enabled: true },
      description: input.description,
      metadata: { bookingId: input.bookingId, paymentId: input.paymentId },
      ...(input.destination
        ? {
            transfer_data: { destination: input.destination.account },
            application_fee_amount: input.destination.applicationFee,
          }
        : {}),
    };
    const intent = await call(() =>
      this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
    );
    return {
      providerRef: intent.id,
      clientSecret: intent.client_secret ?? null,
      redirectUrl: null,
      capture: input.capture,
    };
  }

  // Stripe keeps an idempotency key for 24 hours. A call retried later (an answer lost in a
  // crash, then an outage longer than a day) is a new request to Stripe: the intent's state and
  // the refund's own metadata say whether it was done already, so a retry never does it twice.

  async capture(providerRef: string, options: { idempotencyKey: string }): Promise<void> {
    await this.changeIntent(providerRef, 'succeeded', () =>
      this.stripe.paymentIntents.capture(
        providerRef,
        {},
        { idempotencyKey: options.idempotencyKey },
      ),
    );
  }

  async cancel(providerRef: string, options: { idempotencyKey: string }): Promise<void> {
    await this.changeIntent(providerRef, 'canceled', () =>
      this.stripe.paymentIntents.cancel(
        providerRef,
        {},
        { idempotencyKey: options.idempotencyKey },
      ),
    );
  }

  async refund(
    providerRef: string,
    options: { amount: number; idempotencyKey: string },
  ): Promise<ProviderRefund> {
    const made = await call(() => this.refundKeyed(providerRef, options.idempotencyKey));
    if (made) return { refundId: made.id, status: 'succeeded' };
    const refund = await call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: providerRef,
          amount: options.amount,
          metadata: { [REFUND_KEY]: options.idempotencyKey },
        },
        { idempotencyKey: options.idempotencyKey },
      ),
    );
    return { refundId: refund.id, status: 'succeeded' };
  }

  /**
   * Asks Stripe for a change of the intent. Refused, the change is done all the same when the
   * intent is already in the state it leads to (an earlier try's answer was lost).
   */
  private async changeIntent(
    providerRef: string,
    leadsTo: Stripe.PaymentIntent.Status,
    change: () => Promise<unknown>,
  ): Promise<void> {
    try {
      await change();
    } catch (error) {
      if (await this.intentIs(providerRef, leadsTo)) return;
      throw unavailable(error);
    }
  }

  /** Whether the intent is in that state now; false when Stripe cannot say. */
  private async intentIs(providerRef: string, status: Stripe.PaymentIntent.Status) {
    try {
      return (await this.stripe.paymentIntents.retrieve(providerRef)).status === status;
    } catch {
      return false;
    }
  }

  /** The intent's refund made under this key, if any (every page of its refunds). */
  private async refundKeyed(providerRef: string, key: string): Promise<Stripe.Refund | undefined> {
    for await (const refund of this.stripe.refunds.list({
      payment_intent: providerRef,
      limit: 100,
    })) {
      if (refund.metadata?.[REFUND_KEY] === key) return refund;
    }
    return undefined;
  }

  async parseWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new AppError('VALIDATION', 'The notification signature is not valid.', {
        fields: [{ path: 'signature', message: 'Invalid signature' }],
      });
    }
    return normaliseStripeEvent(event);
  }
}

/** Stripe names currencies in lower case (`clp`); ours are ISO upper case. */
function currencyOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value.toUpperCase() : null;
}

function fromIntent(event: Stripe.Event, intent: Stripe.PaymentIntent) {
  return {
    eventId: event.id,
    type: event.type,
    paymentId: intent.metadata?.paymentId ?? null,
    providerRef: intent.id,
    currency: currencyOf(intent.currency),
  };
}

/**
 * The notifications that move a payment: `amount_capturable_updated` (authorised, manual
 * capture), `succeeded` (captured), `payment_failed`, `canceled` (authorisation released) and
 * `charge.refunded`, whose `amount_refunded` is the running total (so order does not matter).
 */
export function normaliseStripeEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
      return {
        ...fromIntent(event, event.data.object),
        change: { kind: 'authorized' },
        amount: event.data.object.amount_capturable,
      };
    case 'payment_intent.succeeded':
      return {
        ...fromIntent(event, event.data.object),
        change: { kind: 'captured' },
        amount: event.data.object.amount_received,
      };
    case 'payment_intent.payment_failed':
      return {
        ...fromIntent(event, event.data.object),
        change: { kind: 'failed', message: event.data.object.last_payment_error?.message ?? null },
        amount: null,
      };
    case 'payment_intent.canceled':
      return {
        ...fromIntent(event, event.data.object),
        change: { kind: 'cancelled' },
        amount: null,
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      return {
        eventId: event.id,
        type: event.type,
        paymentId: charge.metadata?.paymentId ?? null,
        providerRef: intent ?? null,
        change: {
          kind: 'refunded',
          total: charge.amount_refunded,
          refundId: charge.refunds?.data[0]?.id ?? event.id,
        },
        // The charge's own amount: a refund of some other charge is not this payment's.
        amount: typeof charge.amount === 'number' ? charge.amount : null,
        currency: currencyOf(charge.currency),
      };
    }
    default:
      return {
        eventId: event.id,
        type: event.type,
        paymentId: null,
        providerRef: null,
        change: null,
        amount: null,
        currency: null,
      };
  }
}
