import { AppError } from '@arrendo/contracts';
import { z } from 'zod';
import { PAYMENT_CURRENCY } from '../domain/notified-money.js';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProviderAdapter,
  ProviderEvent,
  ProviderRefund,
} from './provider.js';

export interface PaykuSettings {
  apiUrl: string;
  publicToken: string;
  timeoutMs: number;
}

/** Payku's payment method `1`: Webpay (Transbank cards, debit and prepaid), its default. */
const WEBPAY = 1;

const CreatedTransaction = z.object({ id: z.string().min(1), url: z.url() }).loose();

/** What `GET /api/transaction/{id}` answers; the only source of truth for a notify. */
export const PaykuTransaction = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    order: z.union([z.string(), z.number()]).transform(String).optional(),
    amount: z.union([z.number(), z.string()]).transform(Number).optional(),
    currency: z.string().optional(),
  })
  .loose();
export type PaykuTransaction = z.infer<typeof PaykuTransaction>;

/** The notify's body names the transaction; everything else in it is ignored (it is unsigned). */
const NotifyBody = z
  .object({
    transaction_id: z.string().min(1).max(200).optional(),
    id: z.string().min(1).max(200).optional(),
  })
  .loose()
  .refine((b) => b.transaction_id ?? b.id, { path: ['transaction_id'], message: 'Required' });

function unavailable(cause: string): AppError {
  return new AppError(
    'UNAVAILABLE',
    'The local payment provider is not answering. Please try again.',
    {
      reason: 'provider',
      provider: 'payku',
      cause: cause.slice(0, 300),
    },
  );
}

function parseNotify(rawBody: string): string {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    // Payku may post a form; its fields read the same.
    value = Object.fromEntries(new URLSearchParams(rawBody));
  }
  const parsed = NotifyBody.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'The notification does not name a transaction.', {
      fields: [{ path: 'rawBody', message: 'transaction_id is required' }],
    });
  }
  return (parsed.data.transaction_id ?? parsed.data.id) as string;
}

/**
 * Payku (Chile: Webpay, Khipu…), a full-page redirect. It cannot authorise without charging,
 * so a request-to-book is charged at once and a decline is refunded. Its notifications are not
 * signed: each one is checked again with `GET /api/transaction/{id}` and only that answer is
 * used. Payku publishes no refund API: a refund is recorded as owed, for an admin to return
 * from Payku's dashboard (services/payment/README.md).
 */
export class PaykuProvider implements PaymentProviderAdapter {
  readonly name = 'payku' as const;
  readonly voidsOpenAttempts = false;

  constructor(private readonly settings: PaykuSettings) {}

  private async request(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const url = new URL(path, this.settings.apiUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${this.settings.publicToken}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw unavailable(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { status, json } = await this.request('/api/transaction', {
      method: 'POST',
      body: {
        email: input.email,
        // Our payment id: a retried create names the same order (Payku has no idempotency key).
        order: input.paymentId,
        subject: input.description,
        amount: input.amount,
        payment: WEBPAY,
        urlreturn: input.returnUrl,
        urlnotify: input.notifyUrl,
        additional_parameters: { bookingId: input.bookingId, paymentId: input.paymentId },
      },
    });
    const created = CreatedTransaction.safeParse(json);
    if (status >= 300 || !created.success) throw unavailable(`create answered ${status}`);
    return {
      providerRef: created.data.id,
      clientSecret: null,
      redirectUrl: created.data.url,
      capture: 'automatic',
    };
  }

  /** The transaction as Payku has it; NOT_FOUND when Payku does not know it. */
  async verify(transactionId: string): Promise<PaykuTransaction> {
    const { status, json } = await this.request(
      `/api/transaction/${encodeURIComponent(transactionId)}`,
      { method: 'GET' },
    );
    if (status === 404 || status === 400) {
      throw new AppError('VALIDATION', 'Payku does not know this transaction.', {
        fields: [{ path: 'transaction_id', message: 'Unknown transaction' }],
      });
    }
    const parsed = PaykuTransaction.safeParse(json);
    if (status >= 300 || !parsed.success) throw unavailable(`verify answered ${status}`);
    return parsed.data;
  }

  /** Payku charges at once: there is nothing to capture. */
  async capture(): Promise<void> {}

  /** Nothing is ever only authorised at Payku, so nothing is released. */
  async cancel(): Promise<void> {}

  async refund(): Promise<ProviderRefund> {
    return { refundId: null, status: 'owed' };
  }

  async parseWebhook(rawBody: string): Promise<ProviderEvent> {
    const transactionId = parseNotify(rawBody);
    const transaction = await this.verify(transactionId);
    const state = transaction.status.toLowerCase();
    const change =
      state === 'success'
        ? ({ kind: 'captured' } as const)
        : state === 'failed' || state === 'rejected' || state === 'cancelled'
          ? ({ kind: 'failed', message: null } as const)
          : null;
    return {
      // Per state, so the notify that reports success is not mistaken for the pending one.
      eventId: `${transaction.id}:${state}`,
      type: `transaction.${state}`,
      paymentId:
        transaction.order && z.uuid().safeParse(transaction.order).success
          ? transaction.order
          : null,
      providerRef: transaction.id,
      change,
      amount: transaction.amount ?? null,
      // Payku charges pesos only (its create call takes no currency): an answer that names none
      // is in CLP, and one that names another is refused.
      currency: transaction.currency?.toUpperCase() ?? PAYMENT_CURRENCY,
    };
  }
}
