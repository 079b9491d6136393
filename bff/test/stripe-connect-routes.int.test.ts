import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PayoutSetup, StripeConnectStatus, StripeOnboardingLink } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { FakeStripe, PaymentUnderTest, STRIPE_WEBHOOK_SECRET } from '@arrendo/payment/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PUBLIC_URL = 'https://arrendo.example';

/**
 * `/stripe-setup` over HTTP: the real identity and payment services behind the BFF, Stripe a
 * local fake. A host onboards their own account only, never in Chile; without Stripe keys the
 * server says so with a 503.
 */
describe('Stripe Connect routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let stripe: FakeStripe;
  let payment: PaymentUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let stranger: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    stripe = await FakeStripe.start();
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix });
    payment = await PaymentUnderTest.start(
      'bff_stripe_connect',
      {
        STRIPE_SECRET_KEY: 'sk_test_arrendo',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_arrendo',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PUBLIC_URL,
      },
      { prefix },
    );
    browser = client(app);
    host = await signUp(browser, identity.codeFor, `host-${randomUUID()}@example.com`);
    stranger = await signUp(browser, identity.codeFor, `stranger-${randomUUID()}@example.com`);
  });

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await stripe?.stop();
    await identity?.stop();
  });

  const userIdOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;
  const statusOf = async (jar: Jar) => {
    const res = await browser.get('/api/payouts/stripe', jar);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StripeConnectStatus>();
  };
  const accountsOf = (hostId: string) =>
    stripe.callsTo('/v1/accounts').filter((c) => c.params['metadata[hostId]'] === hostId);

  it('is for signed-in users only', async () => {
    expect((await browser.get('/api/payouts/stripe')).statusCode).toBe(401);
    const res = await browser.post('/api/payouts/stripe/onboarding', { country: 'FR' });
    expect(res.statusCode).toBe(401);
  });

  it('starts not connected', async () => {
    expect(await statusOf(host)).toMatchObject({ state: 'not_connected', country: null });
  });

  it('sends a host in Chile to the bank details: 409, and no account opened', async () => {
    const res = await browser.post('/api/payouts/stripe/onboarding', { country: 'CL' }, host);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        details: { reason: 'stripe_country_not_supported', country: 'CL' },
      },
    });
    expect(accountsOf(await userIdOf(host))).toHaveLength(0);
  });

  it('refuses a country that is not an upper-case ISO code, naming the field', async () => {
    for (const body of [{ country: 'fr' }, { country: 'France' }, {}, { country: 'FR', x: 1 }]) {
      const res = await browser.post('/api/payouts/stripe/onboarding', body, host);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION');
    }
  });

  it('onboards the caller’s own account and reads its status from Stripe', async () => {
    const res = await browser.post('/api/payouts/stripe/onboarding', { country: 'FR' }, host);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<StripeOnboardingLink>();
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const hostId = await userIdOf(host);
    const created = accountsOf(hostId);
    expect(created).toHaveLength(1);
    expect(stripe.callsTo('/v1/account_links').at(-1)?.params).toMatchObject({
      type: 'account_onboarding',
      refresh_url: `${PUBLIC_URL}/stripe-setup?refresh=1`,
      return_url: `${PUBLIC_URL}/stripe-setup?return=1`,
    });

    expect(await statusOf(host)).toMatchObject({ state: 'onboarding', country: 'FR' });
    // Someone else sees nothing of it.
    expect(await statusOf(stranger)).toMatchObject({ state: 'not_connected', country: null });

    const accountId = [...stripe.accounts.values()].find(
      (a) => (a.metadata as Record<string, string>).hostId === hostId,
    )?.id as string;
    stripe.completeOnboarding(accountId);
    expect(await statusOf(host)).toMatchObject({
      state: 'active',
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    const setup = await browser.get('/api/payouts/setup', host);
    expect(setup.json<PayoutSetup>()).toMatchObject({ stripeConnected: true, ready: true });
    expect((await browser.get('/api/payouts/setup', stranger)).json<PayoutSetup>().ready).toBe(
      false,
    );
  });

  it('says another country than the account’s own is not possible', async () => {
    const res = await browser.post('/api/payouts/stripe/onboarding', { country: 'DE' }, host);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { details: { reason: 'stripe_country_fixed', country: 'FR' } },
    });
  });

  it('answers 503 while Stripe is down, without internal details', async () => {
    stripe.down = true;
    try {
      const res = await browser.get('/api/payouts/stripe', host);
      expect(res.statusCode).toBe(503);
      const body = res.json<{ error: { code: string; details?: unknown } }>();
      expect(body.error.code).toBe('UNAVAILABLE');
      expect(body.error.details).toBeUndefined();
    } finally {
      stripe.down = false;
    }
  });

  it('answers 503 "Stripe is not set up on this server" without Stripe keys', async () => {
    await payment.stop();
    payment = await PaymentUnderTest.start('bff_stripe_connect_off', {}, { prefix });
    const status = await browser.get('/api/payouts/stripe', host);
    expect(status.statusCode).toBe(503);
    expect(status.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'Stripe is not set up on this server.' },
    });
    const start = await browser.post('/api/payouts/stripe/onboarding', { country: 'FR' }, host);
    expect(start.statusCode).toBe(503);
    // Chile is refused all the same: it never depends on Stripe.
    const chile = await browser.post('/api/payouts/stripe/onboarding', { country: 'CL' }, host);
    expect(chile.statusCode).toBe(409);
  });
});
