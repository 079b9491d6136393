import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, Uuid } from '@arrendo/contracts';
import { z } from 'zod';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProviderAdapter,
  ProviderEvent,
  ProviderRefund,
} from './provider.js';

/** Signed notifications older than this are refused (a captured one cannot be replayed later). */
const TOLERANCE_SECONDS = 300;

export const DevEventBody = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.authorized', 'payment.succeeded', 'payment.failed']),
  data: z.object({
    paymentId: Uuid,
    amount: z.number().int().nonnegative(),
    /**
     * Optional in the shape so that a notice without it is refused as a mismatch (recorded for
     * operators) rather than as an unreadable body; `devComplete` always names it.
     */
    currency: z.string().min(1).max(10).optional(),
    message: z.string().nullable(),
  }),
});
export type DevEventBody = z.infer<typeof DevEventBody>;

export const DEV_SIGNATURE_HEADER = 'x-dev-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, Stripe's scheme. */
export function signDevPayload(secret: string, body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

function badSignature(): AppError {
  return new AppError('VALIDATION', 'The notification signature is not valid.', {
    fields: [{ path: 'signature', message: 'Invalid signature' }],
  });
}

export function verifyDevSignature(
  secret: string,
  body: string,
  header: string | null,
  now = new Date(),
): void {
  if (!header) throw badSignature();
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) {
    throw badSignature();
  }
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature();
}

/**
 * The embedded provider for machines without keys. It moves no money: the guest decides the
 * outcome on `/pay/dev/<paymentId>`, and the outcome comes back as a signed notification over
 * the same webhook route a real provider uses. Authorise-then-capture works as with Stripe.
 */
export class DevProvider implements PaymentProviderAdapter {
  readonly name = 'dev' as const;
  readonly voidsOpenAttempts = true;

  constructor(private readonly secret: string) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return {
      providerRef: `dev_${input.paymentId}`,
      clientSecret: null,
      redirectUrl: `/pay/dev/${input.paymentId}`,
      capture: input.capture,
    };
  }

  async capture(): Promise<void> {}

  async cancel(): Promise<void> {}

  async refund(
    _providerRef: string,
    options: { amount: number; idempotencyKey: string },
  ): Promise<ProviderRefund> {
    const digest = createHash('sha256').update(options.idempotencyKey).digest('hex').slice(0, 24);
    return { refundId: `devre_${digest}`, status: 'succeeded' };
  }

  async parseWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent> {
    verifyDevSignature(this.secret, rawBody, signature);
    let parsed: DevEventBody;
    try {
      parsed = DevEventBody.parse(JSON.parse(rawBody));
    } catch {
      throw new AppError('VALIDATION', 'The notification is not a dev payment event.', {
        fields: [{ path: 'rawBody', message: 'Not a dev payment event' }],
      });
    }
    const { paymentId, amount, currency, message } = parsed.data;
    const change =
      parsed.type === 'payment.authorized'
        ? ({ kind: 'authorized' } as const)
        : parsed.type === 'payment.succeeded'
          ? ({ kind: 'captured' } as const)
          : ({ kind: 'failed', message } as const);
    return {
      eventId: parsed.id,
      type: parsed.type,
      paymentId,
      providerRef: `dev_${paymentId}`,
      change,
      amount,
      currency: currency?.toUpperCase() ?? null,
    };
  }
}
