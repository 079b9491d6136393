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

/** Stripe's form encoding of `metadata[key]=value` pairs, as an object. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m?.[1]) metadata[m[1]] = v;
  }
  return metadata;
}

/** An error answer in Stripe's shape. */
class StripeRefusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

/**
 * A local server speaking the part of Stripe's API the payment service uses (PaymentIntents
 * create/retrieve/capture/cancel, refunds create/list, transfers create/list, Connect's Express
 * accounts and account links), in Stripe's form encoding, with
 * idempotency keys honoured: the same key answers the same object, until `forgetKeys()` (Stripe
 * keeps a key 24 hours). As Stripe does, it refuses to capture or cancel an intent that is
 * already captured or cancelled, and a refund above what the intent still holds. `down` makes
 * every call a 500.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  down = false;
  private readonly byKey = new Map<string, unknown>();
  private readonly intents = new Map<string, Record<string, unknown>>();
  private readonly refunds: Record<string, unknown>[] = [];
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
        if (result instanceof StripeRefusal) {
          return answer(result.status, {
            error: { type: 'invalid_request_error', code: result.code, message: result.message },
          });
        }
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

  /** Stripe forgets every idempotency key (what 24 hours do). */
  forgetKeys(): void {
    this.byKey.clear();
  }

  /** The refunds made, oldest first. */
  refundsOf(paymentIntent: string): Record<string, unknown>[] {
    return this.refunds.filter((refund) => refund.payment_intent === paymentIntent);
  }

  private handle(method: string, path: string, p: Record<string, string>): unknown {
    const url = new URL(path, 'http://stripe.local');
    if (method === 'GET') return this.read(url);
    if (method !== 'POST') return null;
    const connect = this.connectPost(path, p);
    if (connect !== undefined) return connect;
    if (path === '/v1/payment_intents') {
      const id = `pi_fake${++this.seq}`;
      const metadata = metadataOf(p);
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
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return new StripeRefusal(
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${String(intent.status)}.`,
        );
      }
      intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
      return { ...intent };
    }
    if (path === '/v1/transfers') return this.transfer(p);
    if (path === '/v1/refunds') {
      const intent = this.intents.get(p.payment_intent ?? '');
      const amount = Number(p.amount);
      if (intent) {
        const refunded = this.refundsOf(intent.id as string).reduce(
          (sum, refund) => sum + Number(refund.amount),
          0,
        );
        if (refunded + amount > Number(intent.amount)) {
          return new StripeRefusal(
            400,
            'amount_too_large',
            'Refund amount is greater than unrefunded amount on charge.',
          );
        }
      }
      const refund = {
        id: `re_fake${++this.seq}`,
        object: 'refund',
        amount,
        payment_intent: p.payment_intent,
        status: 'succeeded',
        metadata: metadataOf(p),
      };
      this.refunds.push(refund);
      return refund;
    }
    return null;
  }

  /** Connected accounts a transfer to is refused, as Stripe refuses one not able to receive. */
  readonly refusingTransfers = new Set<string>();
  /** The transfers made, oldest first. */
  readonly transfers: Record<string, unknown>[] = [];

  private transfer(p: Record<string, string>): unknown {
    const destination = p.destination ?? '';
    if (this.refusingTransfers.has(destination)) {
      return new StripeRefusal(
        400,
        'account_invalid',
        `The destination account ${destination} cannot receive transfers.`,
      );
    }
    const transfer = {
      id: `tr_fake${++this.seq}`,
      object: 'transfer',
      amount: Number(p.amount),
      currency: p.currency,
      destination,
      transfer_group: p.transfer_group ?? null,
      metadata: metadataOf(p),
    };
    this.transfers.push(transfer);
    return transfer;
  }

  /** GET: an intent, or the refunds of one (a single page: the fake never has more). */
  private read(url: URL): unknown {
    const connect = this.connectRead(url);
    if (connect !== undefined) return connect;
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (intent?.[1]) {
      const found = this.intents.get(intent[1]);
      return found ? { ...found } : null;
    }
    if (url.pathname === '/v1/transfers') {
      const group = url.searchParams.get('transfer_group');
      return {
        object: 'list',
        url: '/v1/transfers',
        has_more: false,
        data: this.transfers.filter((t) => group === null || t.transfer_group === group).reverse(),
      };
    }
    if (url.pathname === '/v1/refunds') {
      // Newest first, as Stripe lists them.
      const paymentIntent = url.searchParams.get('payment_intent') ?? '';
      return {
        object: 'list',
        url: '/v1/refunds',
        has_more: false,
        data: this.refundsOf(paymentIntent).reverse(),
      };
    }
    return null;
  }

  // Stripe Connect (Express accounts and their onboarding links).

  /** The country of the platform's own account (`GET /v1/account`). */
  platformCountry = 'US';
  /** Countries Stripe refuses to open an account in (as it refuses Chile). */
  readonly refusingAccountCountries = new Set(['CL']);
  readonly accounts = new Map<string, Record<string, unknown>>();

  /** The host finished Stripe's onboarding and Stripe verified it: payouts are on. */
  completeOnboarding(accountId: string): void {
    this.changeAccount(accountId, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: {
        currently_due: [],
        past_due: [],
        eventually_due: [],
        pending_verification: [],
      },
    });
  }

  /** The host submitted their details, and Stripe asks for more (no payouts until given). */
  requireMore(accountId: string, fields: string[] = ['individual.verification.document']): void {
    this.changeAccount(accountId, {
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: fields,
        past_due: [],
        eventually_due: fields,
        pending_verification: [],
      },
    });
  }

  /** The account is gone (deleted, or disconnected from the platform). */
  removeAccount(accountId: string): void {
    this.accounts.delete(accountId);
  }

  private changeAccount(accountId: string, change: Record<string, unknown>): void {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`No such account: ${accountId}`);
    Object.assign(account, change);
  }

  /** POST answers for Connect's paths; undefined for any other path. */
  private connectPost(path: string, p: Record<string, string>): unknown {
    if (path === '/v1/accounts') {
      const country = p.country ?? '';
      if (!country || this.refusingAccountCountries.has(country)) {
        return new StripeRefusal(
          400,
          'country_unsupported',
          `Connected accounts in ${country || 'this country'} are not supported.`,
        );
      }
      const id = `acct_fake${++this.seq}`;
      const due = ['external_account', 'individual.first_name', 'tos_acceptance.date'];
      const account = {
        id,
        object: 'account',
        type: p.type,
        country,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: Object.fromEntries(
          Object.keys(p)
            .map((k) => /^capabilities\[(.+)\]\[requested\]$/.exec(k)?.[1])
            .filter((name): name is string => name !== undefined)
            .map((name) => [name, 'inactive']),
        ),
        tos_acceptance: { service_agreement: p['tos_acceptance[service_agreement]'] ?? 'full' },
        requirements: {
          currently_due: due,
          past_due: [],
          eventually_due: due,
          pending_verification: [],
        },
        metadata: metadataOf(p),
      };
      this.accounts.set(id, account);
      return { ...account };
    }
    if (path === '/v1/account_links') {
      const account = this.accounts.get(p.account ?? '');
      if (!account) {
        return new StripeRefusal(404, 'resource_missing', `No such account: '${p.account}'`);
      }
      const created = Math.floor(Date.now() / 1000);
      return {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${String(account.id)}/fake${++this.seq}`,
      };
    }
    return undefined;
  }

  /** GET answers for Connect's paths; undefined for any other path. */
  private connectRead(url: URL): unknown {
    if (url.pathname === '/v1/account') {
      return { id: 'acct_platformFake', object: 'account', country: this.platformCountry };
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
    if (account?.[1]) {
      const found = this.accounts.get(account[1]);
      return found
        ? { ...found }
        : new StripeRefusal(404, 'resource_missing', `No such account: '${account[1]}'`);
    }
    return undefined;
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
