import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PaymentEvents, type Booking } from '@arrendo/contracts';
import { uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking } from '@arrendo/booking/testing';
import {
  DEV_WEBHOOK_SECRET_DEFAULT,
  PaymentUnderTest,
  signDevPayload,
} from '@arrendo/payment/testing';
import { becomeAdmin } from './accounts.js';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

/**
 * The payment routes over HTTP with the real identity service, the payment service in-process
 * and a stand-in booking service. The BFF listens on a real port: the dev provider's
 * notification travels from the payment service's job over HTTP to `/webhooks/dev`, the way a
 * provider's would.
 */
describe('payment routes and the dev provider end to end', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let payment: PaymentUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let guest: Jar;
  let stranger: Jar;
  let guestId: string;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    payment = await PaymentUnderTest.start(
      'bff_payment',
      { WEBHOOK_BASE_URL: `http://127.0.0.1:${port}` },
      { prefix },
    );
    browser = client(app);
    guest = await signUp(browser, identity.codeFor, `guest-${randomUUID()}@example.com`);
    stranger = await signUp(browser, identity.codeFor, `stranger-${randomUUID()}@example.com`);
    guestId = (await browser.get('/api/me', guest)).json<{ user: { id: string } }>().user.id;
  });

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await identity?.stop();
  });

  const newBooking = (overrides: Partial<Parameters<typeof makeBooking>[0]> = {}): Booking =>
    payment.booking.add(makeBooking({ guestId, ...overrides }));

  it('pays a booking with the dev provider: intent, the dev page, the signed webhook, the state', async () => {
    const config = await browser.get('/api/payments/config');
    expect(config.json()).toEqual({
      card: 'dev',
      local: 'dev',
      stripePublishableKey: null,
      devProvider: true,
    });

    const booking = newBooking();
    const created = await browser.post(
      '/api/payments',
      { bookingId: booking.id, method: 'card' },
      guest,
    );
    expect(created.statusCode, created.body).toBe(200);
    const intent = created.json<{ paymentId: string; redirectUrl: string; totalAmount: number }>();
    expect(intent.redirectUrl).toBe(`/pay/dev/${intent.paymentId}`);
    expect(intent.totalAmount).toBe(111_900);

    const forbidden = await browser.post(
      `/api/payments/${intent.paymentId}/dev-complete`,
      { outcome: 'succeed' },
      stranger,
    );
    expect(forbidden.statusCode).toBe(404);

    const completed = await browser.post(
      `/api/payments/${intent.paymentId}/dev-complete`,
      { outcome: 'succeed' },
      guest,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ redirectTo: `/bookings?status=success&id=${booking.id}` });

    // The job delivers to the BFF, which hands the raw body and signature to the service.
    await waitFor(
      async () => (await payment.payment(intent.paymentId)).status === 'succeeded',
      15_000,
    );
    const stored = await payment.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('payment_id', '=', intent.paymentId)
      .execute();
    expect(stored).toMatchObject([
      { provider: 'dev', event_id: `devevt_${intent.paymentId}_succeed` },
    ]);
    const succeeded = (await payment.outbox<{ paymentId: string }>(PaymentEvents.SUCCEEDED)).filter(
      (e) => e.data.paymentId === intent.paymentId,
    );
    expect(succeeded).toHaveLength(1);

    const mine = await browser.get(`/api/payments/${intent.paymentId}`, guest);
    expect(mine.json()).toMatchObject({
      id: intent.paymentId,
      status: 'succeeded',
      amount: { amount: 111_900 },
    });
    expect((await browser.get(`/api/payments/${intent.paymentId}`, stranger)).statusCode).toBe(404);
    const list = await browser.get('/api/payments', guest);
    expect(list.json<{ items: { id: string }[] }>().items.map((p) => p.id)).toContain(
      intent.paymentId,
    );

    const again = await browser.post(
      `/api/payments/${intent.paymentId}/dev-complete`,
      { outcome: 'succeed' },
      guest,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses strangers and anonymous callers an intent', async () => {
    const booking = newBooking();
    const stranger_ = await browser.post(
      '/api/payments',
      { bookingId: booking.id, method: 'card' },
      stranger,
    );
    expect(stranger_.statusCode).toBe(404);
    const anonymous = await browser.post('/api/payments', {
      bookingId: booking.id,
      method: 'card',
    });
    expect(anonymous.statusCode).toBe(401);
    const badMethod = await browser.post(
      '/api/payments',
      { bookingId: booking.id, method: 'cash' },
      guest,
    );
    expect(badMethod.statusCode).toBe(400);
  });

  it('answers the spec’s stripe payment-intent call from the quote, ignoring the amount sent', async () => {
    const booking = newBooking();
    const res = await browser.post(
      '/api/stripe/payment-intent',
      { booking_id: booking.id, amount: 1 },
      guest,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      clientSecret: null,
      baseAmount: 100_000,
      platformFee: 10_000,
      vatAmount: 1_900,
      totalAmount: 111_900,
      currency: 'CLP',
    });
    const missing = await browser.post('/api/stripe/payment-intent', { amount: 1 }, guest);
    expect(missing.statusCode).toBe(400);
  });

  it('takes webhooks outside /api without a session or CSRF header, and refuses a forged one with 400', async () => {
    const booking = newBooking();
    const created = await browser.post(
      '/api/payments',
      { bookingId: booking.id, method: 'local' },
      guest,
    );
    const { paymentId } = created.json<{ paymentId: string }>();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { paymentId, amount: 111_900, currency: 'CLP', message: null },
    });
    const forged = await app.inject({
      method: 'POST',
      url: '/webhooks/dev',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-dev-signature': signDevPayload('wrong-secret-wrong-secret', body),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect((await payment.payment(paymentId)).status).toBe('requires_action');

    const signed = {
      'content-type': 'application/json',
      'x-dev-signature': signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, body),
    };
    const first = await app.inject({
      method: 'POST',
      url: '/webhooks/dev',
      payload: body,
      headers: signed,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await app.inject({
      method: 'POST',
      url: '/webhooks/dev',
      payload: body,
      headers: signed,
    });
    expect(replay.statusCode).toBe(200);
    expect((await payment.payment(paymentId)).status).toBe('succeeded');

    const unknown = await app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      payload: body,
      headers: signed,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses with 400 a signed authorisation of another amount: the request stays unpaid', async () => {
    const booking = newBooking({ instantBook: false });
    const created = await browser.post(
      '/api/payments',
      { bookingId: booking.id, method: 'card' },
      guest,
    );
    const { paymentId } = created.json<{ paymentId: string }>();
    const notice = (amount: number, currency: string) => {
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'payment.authorized',
        data: { paymentId, amount, currency, message: null },
      });
      return app.inject({
        method: 'POST',
        url: '/webhooks/dev',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-dev-signature': signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, body),
        },
      });
    };
    for (const [amount, currency, field] of [
      [1, 'CLP', 'amount'],
      [111_900, 'USD', 'currency'],
    ] as const) {
      const res = await notice(amount, currency);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION', details: { fields: [{ path: field }] } },
      });
    }
    expect(await payment.payment(paymentId)).toMatchObject({
      status: 'requires_action',
      authorized_at: null,
    });
    const authorised = await notice(111_900, 'CLP');
    expect(authorised.statusCode, authorised.body).toBe(200);
    expect((await payment.payment(paymentId)).status).toBe('authorized');
  });

  it('says on /api/health that the dev payment provider is on', async () => {
    const res = await browser.get('/api/health');
    expect(res.json()).toMatchObject({ devPaymentProvider: true });
  });

  it('keeps revenue for admins', async () => {
    expect((await browser.get('/api/admin/revenue', guest)).statusCode).toBe(403);
    expect((await browser.get('/api/admin/revenue')).statusCode).toBe(401);
  });

  it('hands admins the revenue months as a CSV attachment (decision 0053)', async () => {
    expect((await browser.get('/api/admin/revenue/export', guest)).statusCode).toBe(403);
    expect((await browser.get('/api/admin/revenue/export')).statusCode).toBe(401);
    const ops = await becomeAdmin(app, stranger);
    const file = await browser.get('/api/admin/revenue/export?months=2', ops);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="arrendo-revenue-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv"$/,
    );
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'month,period_start,period_end,provider,currency,gross_charged,refunded,platform_fee,vat_on_fee,payouts_paid',
    );
    expect(lines.at(-1)).toMatch(/^total,\d{4}-\d{2}-01,\d{4}-\d{2}-01,/);
    const bad = await browser.get('/api/admin/revenue/export?months=0', ops);
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json<{ error: { details?: { fields?: { path: string }[] } } }>().error.details
        ?.fields?.[0]?.path,
    ).toBe('months');
  });
});

describe('a deployment whose PUBLIC_URL is not this machine (NODE_ENV unset)', () => {
  const prefix = uniquePrefix();
  let payment: PaymentUnderTest;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    payment = await PaymentUnderTest.start(
      'bff_payment_public',
      { PUBLIC_URL: 'https://arrendo.cl', NODE_ENV: undefined },
      { prefix },
    );
  });
  afterAll(async () => {
    await app?.close();
    await payment?.stop();
  });

  it('says on /api/health that the dev provider is off, and refuses a notice signed with the README secret', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ devPaymentProvider: false });
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ devProvider: false });

    const booking = payment.booking.add(makeBooking({ guestId: randomUUID() }));
    const paymentId = randomUUID();
    await payment.db
      .insertInto('payments')
      .values({
        id: paymentId,
        booking_id: booking.id,
        guest_id: booking.guestId,
        host_id: booking.hostId,
        attempt: 1,
        provider: 'dev',
        method: 'card',
        capture_method: 'automatic',
        status: 'requires_action',
        amount: 111_900,
        base_amount: 100_000,
        platform_fee: 10_000,
        vat_amount: 1_900,
        idempotency_key: `booking-${booking.id}-attempt-1`,
        provider_ref: `dev_${paymentId}`,
      })
      .execute();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { paymentId, amount: 111_900, currency: 'CLP', message: null },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/webhooks/dev',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-dev-signature': signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, body),
      },
    });
    expect(res.statusCode).toBe(400);
    expect((await payment.payment(paymentId)).status).toBe('requires_action');
  });
});

describe('webhooks while the payment service is down', () => {
  it('answers 503 so the provider retries', async () => {
    const app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        payload: '{"id":"evt_1"}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
