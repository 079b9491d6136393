import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake_stripe';

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server speaking the part of Stripe's API the payment service uses (PaymentIntents
 * create/capture/cancel, refunds), in Stripe's form encoding, with idempotency keys honoured:
 * the same key answers the same object. `down` makes every call a 500.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  down = false;
  private readonly byKey = new Map<string, unknown>();
  private readonly intents = new Map<string, Record<string, unknown>>();
  private seq = 0;
  private readonly signer = new Stripe('sk_test_fake_signer');

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeStripe> {
    const holder: { fake?: FakeStripe } = {};
    const server = createServer((req, res) => {
      void (async () => {
        const body = await readBody(req);
        const params = Object.fromEntries(new URLSearchParams(body));
        const key = req.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : null;
        const answer = (status: number, value: unknown) => {
          res.writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${Date.now()}`,
          });
          res.end(JSON.stringify(value));
        };
        const self = holder.fake as FakeStripe;
        self.calls.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey, params });
        if (self.down) {
          return answer(500, {
            error: { type: 'api_error', message: 'Stripe is having a bad day' },
          });
        }
        if (idempotencyKey && self.byKey.has(idempotencyKey)) {
          return answer(200, self.byKey.get(idempotencyKey));
        }
        const result = self.handle(req.method ?? '', req.url ?? '', params);
        if (!result)
          return answer(404, {
            error: { type: 'invalid_request_error', message: 'No such route' },
          });
        if (idempotencyKey) self.byKey.set(idempotencyKey, result);
        return answer(200, result);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakeStripe(server);
    return holder.fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  private handle(method: string, path: string, p: Record<string, string>): unknown {
    if (method !== 'POST') return null;
    if (path === '/v1/payment_intents') {
      const id = `pi_fake${++this.seq}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(p)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(p.amount),
        currency: p.currency,
        capture_method: p.capture_method ?? 'automatic',
        client_secret: `${id}_secret_fake`,
        status: 'requires_payment_method',
        metadata,
      };
      this.intents.set(id, intent);
      return intent;
    }
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (action?.[1]) {
      const intent = this.intents.get(action[1]);
      if (!intent) return null;
      intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
      return { ...intent };
    }
    if (path === '/v1/refunds') {
      return {
        id: `re_fake${++this.seq}`,
        object: 'refund',
        amount: Number(p.amount),
        payment_intent: p.payment_intent,
        status: 'succeeded',
      };
    }
    return null;
  }

  callsTo(path: string | RegExp): StripeCall[] {
    return this.calls.filter((c) =>
      typeof path === 'string' ? c.path === path : path.test(c.path),
    );
  }

  /** A Stripe event as Stripe would post it, signed with the webhook secret. */
  event(type: string, object: Record<string, unknown>, id = `evt_${++this.seq}_${Date.now()}`) {
    const rawBody = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });
    return { rawBody, signature: this.sign(rawBody) };
  }

  /** A `stripe-signature` header for exactly these bytes. */
  sign(rawBody: string): string {
    return this.signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: STRIPE_WEBHOOK_SECRET,
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
