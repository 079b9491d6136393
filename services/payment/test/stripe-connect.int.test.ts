import { AppError, PaymentRpc, type Actor } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Providers } from '../src/app/providers.js';
import { FakeStripe, STRIPE_WEBHOOK_SECRET } from '../src/testing/fake-stripe.js';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

const PUBLIC_URL = 'https://arrendo.example';

/** `/stripe-setup`'s service side against a local fake of Stripe's Connect API. */
describe('Stripe Connect onboarding', () => {
  let stripe: FakeStripe;
  let svc: PaymentUnderTest;
  /** The next account Stripe opens is opened, but its answer never arrives. */
  let loseNextAccountAnswer = false;

  const withLostAnswers = (built: Providers): Providers => {
    const connect = built.stripeConnect;
    if (!connect) throw new Error('Stripe should be configured here');
    return {
      ...built,
      stripeConnect: {
        platformCountry: () => connect.platformCountry(),
        onboardingLink: (id, urls) => connect.onboardingLink(id, urls),
        account: (id) => connect.account(id),
        createExpressAccount: async (input) => {
          const account = await connect.createExpressAccount(input);
          if (loseNextAccountAnswer) {
            loseNextAccountAnswer = false;
            throw new AppError('UNAVAILABLE', 'Stripe is not answering. Please try again.');
          }
          return account;
        },
      },
    };
  };

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    svc = await PaymentUnderTest.start(
      'payment_stripe_connect',
      {
        STRIPE_SECRET_KEY: 'sk_test_arrendo',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_arrendo',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
        PUBLIC_URL,
      },
      { providers: withLostAnswers },
    );
  });
  afterAll(async () => {
    await svc?.stop();
    await stripe?.stop();
  });

  const statusOf = (actor: Actor) => svc.client.call(PaymentRpc.stripeConnectStatus, {}, { actor });
  const link = (actor: Actor, country: string) =>
    svc.client.call(PaymentRpc.stripeConnectLink, { country }, { actor });
  const rowOf = (actor: Actor) =>
    svc.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('host_id', '=', actor.userId as string)
      .executeTakeFirst();
  const accountCallsOf = (actor: Actor) =>
    stripe.callsTo('/v1/accounts').filter((c) => c.params['metadata[hostId]'] === actor.userId);

  it('refuses Chile before anything is opened: Stripe does not pay out to Chilean banks', async () => {
    const host = user();
    const error = await refusal(link(host, 'CL'));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('/payment-setup');
    expect(error.details).toMatchObject({ reason: 'stripe_country_not_supported', country: 'CL' });
    expect(accountCallsOf(host)).toHaveLength(0);
    expect(await rowOf(host)).toBeUndefined();
  });

  it('starts not connected, without asking Stripe', async () => {
    const host = user();
    const before = stripe.calls.length;
    expect(await statusOf(host)).toEqual({
      state: 'not_connected',
      country: null,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: false,
      pendingVerification: false,
      checkedAt: null,
    });
    expect(stripe.calls.length).toBe(before);
  });

  it('opens an Express account once and links to Stripe’s onboarding with the app’s return and refresh pages', async () => {
    const host = user();
    const first = await link(host, 'FR');
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_fake\d+\//);

    const created = accountCallsOf(host);
    expect(created).toHaveLength(1);
    // The US platform pays a French host across borders: a recipient, transfers only.
    expect(created[0]?.params).toMatchObject({
      type: 'express',
      country: 'FR',
      'capabilities[transfers][requested]': 'true',
      'tos_acceptance[service_agreement]': 'recipient',
    });
    expect(created[0]?.params['capabilities[card_payments][requested]']).toBeUndefined();
    const row = await rowOf(host);
    expect(row).toMatchObject({ country: 'FR', details_submitted: false, payouts_enabled: false });
    expect(row?.stripe_account_id).toMatch(/^acct_fake\d+$/);
    expect(created[0]?.idempotencyKey).toBe(row?.creation_key);

    const links = stripe.callsTo('/v1/account_links');
    expect(links.at(-1)?.params).toEqual({
      account: row?.stripe_account_id,
      type: 'account_onboarding',
      refresh_url: `${PUBLIC_URL}/stripe-setup?refresh=1`,
      return_url: `${PUBLIC_URL}/stripe-setup?return=1`,
    });

    // Again (the refresh page, a second tab): the same account, a fresh link.
    const second = await link(host, 'FR');
    expect(second.url).not.toBe(first.url);
    expect(accountCallsOf(host)).toHaveLength(1);
    expect(stripe.callsTo('/v1/account_links').at(-1)?.params.account).toBe(row?.stripe_account_id);
    expect((await rowOf(host))?.stripe_account_id).toBe(row?.stripe_account_id);

    const audit = await svc.db
      .selectFrom('payout_audit')
      .select(['action', 'actor_id', 'detail'])
      .where('host_id', '=', host.userId as string)
      .execute();
    expect(audit).toEqual([
      {
        action: 'stripe_account_created',
        actor_id: host.userId,
        detail: { accountId: row?.stripe_account_id, country: 'FR', agreement: 'recipient' },
      },
    ]);
  });

  it('keeps an account in its country: Stripe cannot change it', async () => {
    const host = user();
    await link(host, 'DE');
    const error = await refusal(link(host, 'ES'));
    expect(error.code).toBe('CONFLICT');
    expect(error.details).toMatchObject({ reason: 'stripe_country_fixed', country: 'DE' });
    expect(accountCallsOf(host)).toHaveLength(1);
  });

  it('uses the full agreement in the platform’s own country', async () => {
    const host = user();
    await link(host, 'US');
    const params = accountCallsOf(host)[0]?.params;
    expect(params).toMatchObject({
      country: 'US',
      'capabilities[transfers][requested]': 'true',
      'capabilities[card_payments][requested]': 'true',
    });
    expect(params?.['tos_acceptance[service_agreement]']).toBeUndefined();
  });

  it('refuses a country the platform’s Stripe account cannot pay out to, and opens nothing', async () => {
    const host = user();
    const error = await refusal(link(host, 'JP'));
    expect(error.code).toBe('CONFLICT');
    expect(error.details).toMatchObject({ reason: 'stripe_country_unreachable', country: 'JP' });
    expect(accountCallsOf(host)).toHaveLength(0);
    expect(await rowOf(host)).toBeUndefined();
  });

  it('reads the account from Stripe: onboarding, then more needed, then paying out', async () => {
    const host = user();
    await link(host, 'GB');
    const accountId = (await rowOf(host))?.stripe_account_id as string;

    const onboarding = await statusOf(host);
    expect(onboarding).toMatchObject({
      state: 'onboarding',
      country: 'GB',
      detailsSubmitted: false,
      payoutsEnabled: false,
      requirementsDue: true,
    });
    expect(onboarding.checkedAt).not.toBeNull();
    expect(stripe.callsTo(`/v1/accounts/${accountId}`).length).toBeGreaterThan(0);

    stripe.requireMore(accountId);
    expect(await statusOf(host)).toMatchObject({
      state: 'restricted',
      detailsSubmitted: true,
      payoutsEnabled: false,
      requirementsDue: true,
    });
    expect(await rowOf(host)).toMatchObject({ details_submitted: true, requirements_due: true });
    const setupBefore = await svc.client.call(PaymentRpc.payoutSetup, {}, { actor: host });
    expect(setupBefore).toMatchObject({ stripeConnected: false, ready: false });

    const before = (await rowOf(host))?.updated_at;
    stripe.completeOnboarding(accountId);
    expect(await statusOf(host)).toMatchObject({
      state: 'active',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: false,
    });
    const active = await rowOf(host);
    expect(active).toMatchObject({ payouts_enabled: true, charges_enabled: true });
    // A change of the flags is a change of the host's payout details (the ledger reads it).
    expect(active?.updated_at.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    const setup = await svc.client.call(PaymentRpc.payoutSetup, {}, { actor: host });
    expect(setup).toMatchObject({ stripeConnected: true, ready: true });

    // Read again with nothing changed: checked, not updated.
    await statusOf(host);
    expect((await rowOf(host))?.updated_at.getTime()).toBe(active?.updated_at.getTime());
  });

  it('gets the same account back when Stripe’s answer was lost', async () => {
    const host = user();
    loseNextAccountAnswer = true;
    const lost = await refusal(link(host, 'IE'));
    expect(lost.code).toBe('UNAVAILABLE');
    const reserved = await rowOf(host);
    expect(reserved).toMatchObject({ country: 'IE', stripe_account_id: null });
    expect(await statusOf(host)).toMatchObject({ state: 'not_connected', country: 'IE' });

    await link(host, 'IE');
    const calls = accountCallsOf(host);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    const opened = [...stripe.accounts.values()].filter(
      (a) => (a.metadata as Record<string, string>).hostId === host.userId,
    );
    expect(opened).toHaveLength(1);
    expect((await rowOf(host))?.stripe_account_id).toBe(opened[0]?.id);
  });

  it('opens one account when two requests arrive at once', async () => {
    const host = user();
    const [a, b] = await Promise.all([link(host, 'NL'), link(host, 'NL')]);
    expect(a.url).toBeTruthy();
    expect(b.url).toBeTruthy();
    const opened = [...stripe.accounts.values()].filter(
      (acc) => (acc.metadata as Record<string, string>).hostId === host.userId,
    );
    expect(opened).toHaveLength(1);
  });

  it('shows each host only their own account', async () => {
    const owner = user();
    const other = user();
    await link(owner, 'BE');
    expect((await statusOf(other)).state).toBe('not_connected');
    expect(await rowOf(other)).toBeUndefined();
    const anonymous: Actor = { userId: null, roles: [] };
    expect((await refusal(statusOf(anonymous))).code).toBe('UNAUTHENTICATED');
    expect((await refusal(link(anonymous, 'BE'))).code).toBe('UNAUTHENTICATED');
  });

  it('forgets an account Stripe no longer has', async () => {
    const host = user();
    await link(host, 'AT');
    const accountId = (await rowOf(host))?.stripe_account_id as string;
    stripe.removeAccount(accountId);
    expect((await statusOf(host)).state).toBe('not_connected');
    expect(await rowOf(host)).toBeUndefined();
    const actions = await svc.db
      .selectFrom('payout_audit')
      .select('action')
      .where('host_id', '=', host.userId as string)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['stripe_account_created', 'stripe_account_gone']);
  });

  it('answers UNAVAILABLE while Stripe is down, and changes nothing', async () => {
    const host = user();
    await link(host, 'PT');
    const row = await rowOf(host);
    stripe.down = true;
    try {
      expect((await refusal(statusOf(host))).code).toBe('UNAVAILABLE');
      expect((await refusal(link(host, 'PT'))).code).toBe('UNAVAILABLE');
    } finally {
      stripe.down = false;
    }
    expect(await rowOf(host)).toEqual(row);
  });
});

describe('Stripe Connect onboarding without Stripe keys', () => {
  let svc: PaymentUnderTest;

  beforeAll(async () => {
    svc = await PaymentUnderTest.start('payment_stripe_connect_off');
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('says Stripe is not set up on this server (503), and still refuses Chile first', async () => {
    const host = user();
    const status = await refusal(
      svc.client.call(PaymentRpc.stripeConnectStatus, {}, { actor: host }),
    );
    expect(status.code).toBe('UNAVAILABLE');
    expect(status.message).toBe('Stripe is not set up on this server.');
    expect(status.details).toMatchObject({ reason: 'stripe_not_configured' });
    const link = await refusal(
      svc.client.call(PaymentRpc.stripeConnectLink, { country: 'FR' }, { actor: host }),
    );
    expect(link.code).toBe('UNAVAILABLE');
    const chile = await refusal(
      svc.client.call(PaymentRpc.stripeConnectLink, { country: 'CL' }, { actor: host }),
    );
    expect(chile.code).toBe('CONFLICT');
    expect(await svc.db.selectFrom('payout_accounts').selectAll().execute()).toEqual([]);
  });
});
