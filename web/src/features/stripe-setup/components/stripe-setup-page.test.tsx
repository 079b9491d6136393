import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StripeConnectStatus } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { navigation } from '../navigation';
import { StripeSetupError } from './stripe-setup-error';
import { StripeSetupPage } from './stripe-setup-page';

const STRIPE_URL = 'https://connect.stripe.com/setup/e/acct_1/abc';

function fakeStatus(overrides: Partial<StripeConnectStatus> = {}): StripeConnectStatus {
  return {
    state: 'not_connected',
    country: null,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: false,
    pendingVerification: false,
    checkedAt: null,
    ...overrides,
  };
}

/** The payment config of a server with Stripe keys, and of one without. */
const withStripe = {
  body: { card: 'stripe', local: 'dev', stripePublishableKey: 'pk_test_x', devProvider: false },
};
const withoutStripe = {
  body: { card: 'dev', local: 'dev', stripePublishableKey: null, devProvider: true },
};

const unavailable = {
  status: 503,
  body: { error: { code: 'UNAVAILABLE', message: 'Stripe is not set up on this server.' } },
};

function renderPage(props: { returned?: boolean; refresh?: boolean } = {}) {
  return renderInRouter(<StripeSetupPage {...props} />, {
    user: fakeUser(),
    errorComponent: StripeSetupError,
  });
}

const countrySelect = () => screen.findByRole('combobox', { name: 'Where is your bank account?' });

beforeAll(() => i18nReady('en'));
afterEach(async () => {
  vi.restoreAllMocks();
  await testI18n.changeLanguage('en');
});

describe('StripeSetupPage', () => {
  it('starts on Chile and sends a host there to the bank details, not to Stripe', async () => {
    stubApi({ 'GET /payments/config': withStripe, 'GET /payouts/stripe': { body: fakeStatus() } });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get paid with Stripe' }),
    ).toBeTruthy();
    expect(document.title).toBe('Arrendo | Get paid with Stripe');
    const select = (await countrySelect()) as HTMLSelectElement;
    expect(select.value).toBe('CL');
    const options = within(select).getAllByRole('option');
    expect(options[0]?.textContent).toBe('Chile');
    expect(options.at(-1)?.textContent).toBe('Another country');
    expect(options.map((o) => o.textContent)).toContain('France');

    const chile = screen.getByRole('region', {
      name: "Stripe can't pay out to Chilean bank accounts",
    });
    expect(within(chile).getByText(/don't reach bank accounts in Chile/)).toBeTruthy();
    const link = within(chile).getByRole('link', { name: 'Add your bank details' });
    expect(link.getAttribute('href')).toBe('/payment-setup');
    expect(screen.queryByRole('button', { name: 'Continue to Stripe' })).toBeNull();
  });

  it('says so for another country Stripe does not pay out to', async () => {
    stubApi({ 'GET /payments/config': withStripe, 'GET /payouts/stripe': { body: fakeStatus() } });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await countrySelect(), 'Another country');
    const other = screen.getByRole('region', { name: "Stripe doesn't pay out to this country" });
    expect(within(other).getByRole('link', { name: 'Add your bank details' })).toBeTruthy();
  });

  it('opens an account for a Stripe country and sends the browser to Stripe', async () => {
    const calls = stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': { body: fakeStatus() },
      'POST /payouts/stripe/onboarding': { body: { url: STRIPE_URL } },
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderPage();
    const user = userEvent.setup();

    await user.selectOptions(await countrySelect(), 'France');
    const start = screen.getByRole('region', { name: 'Get paid in France' });
    expect(screen.queryByRole('link', { name: 'Add your bank details' })).toBeNull();
    await user.click(within(start).getByRole('button', { name: 'Continue to Stripe' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_URL));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ country: 'FR' });
    expect(within(start).getByRole('button', { name: 'Opening Stripe…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('explains a server without Stripe, and still sends hosts in Chile to their bank details', async () => {
    const calls = stubApi({ 'GET /payments/config': withoutStripe });
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Add your bank details' })).toBeTruthy();
    await user.selectOptions(await countrySelect(), 'Germany');
    const notice = screen.getByRole('region', { name: 'Stripe is not set up on this server' });
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to Stripe' })).toBeNull();
    // Not asked for the status at all: the server has no Stripe to read it from.
    expect(calls.map((c) => c.path)).toEqual(['/payments/config']);
  });

  it('says the same while Stripe does not answer the server (503)', async () => {
    stubApi({ 'GET /payments/config': withStripe, 'GET /payouts/stripe': unavailable });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await countrySelect(), 'Germany');
    expect(
      screen.getByRole('region', { name: 'Stripe is not set up on this server' }),
    ).toBeTruthy();
  });

  it('names the account’s own country when another is asked for', async () => {
    stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': { body: fakeStatus() },
      'POST /payouts/stripe/onboarding': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Your Stripe account was opened for DE',
            details: { reason: 'stripe_country_fixed', country: 'DE' },
          },
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await countrySelect(), 'Spain');
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your Stripe account is for Germany, and Stripe can't change an account's country. Continue with Germany.",
    );
  });

  it('shows the account as Stripe has it after the host comes back', async () => {
    stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': {
        body: fakeStatus({
          state: 'active',
          country: 'FR',
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: true,
          checkedAt: '2026-12-30T10:00:00.000Z',
        }),
      },
    });
    renderPage({ returned: true });

    const account = await screen.findByRole('region', { name: 'Your Stripe account' });
    expect(within(account).getByText('Stripe pays out to you')).toBeTruthy();
    expect(within(account).getByText('Bank account country: France')).toBeTruthy();
    expect(within(account).queryByRole('button', { name: 'Continue on Stripe' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Welcome back. This is where your Stripe account stands.',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('sends a host Stripe needs more from back to Stripe for their account', async () => {
    const calls = stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': {
        body: fakeStatus({
          state: 'restricted',
          country: 'GB',
          detailsSubmitted: true,
          requirementsDue: true,
        }),
      },
      'POST /payouts/stripe/onboarding': { body: { url: STRIPE_URL } },
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderPage({ returned: true });
    const user = userEvent.setup();

    const account = await screen.findByRole('region', { name: 'Your Stripe account' });
    expect(within(account).getByText('Stripe needs more information')).toBeTruthy();
    await user.click(within(account).getByRole('button', { name: 'Continue on Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_URL));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ country: 'GB' });
  });

  it('lets a host whose details Stripe is checking look again', async () => {
    let reads = 0;
    stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': () => {
        reads += 1;
        return {
          body: fakeStatus(
            reads === 1
              ? {
                  state: 'restricted',
                  country: 'IE',
                  detailsSubmitted: true,
                  pendingVerification: true,
                }
              : { state: 'active', country: 'IE', detailsSubmitted: true, payoutsEnabled: true },
          ),
        };
      },
    });
    renderPage();
    const user = userEvent.setup();

    const account = await screen.findByRole('region', { name: 'Your Stripe account' });
    expect(within(account).getByText('Stripe is checking your details')).toBeTruthy();
    expect(within(account).queryByRole('button', { name: 'Continue on Stripe' })).toBeNull();
    await user.click(within(account).getByRole('button', { name: 'Check again' }));
    expect(await within(account).findByText('Stripe pays out to you')).toBeTruthy();
  });

  it('asks for a new link on ?refresh=1 and replaces the page with Stripe', async () => {
    const calls = stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': { body: fakeStatus({ state: 'onboarding', country: 'NL' }) },
      'POST /payouts/stripe/onboarding': { body: { url: STRIPE_URL } },
    });
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    renderPage({ refresh: true });

    expect(await screen.findByText('Taking you back to Stripe…')).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(STRIPE_URL));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ country: 'NL' });
  });

  it('speaks Spanish', async () => {
    await testI18n.changeLanguage('es');
    stubApi({ 'GET /payments/config': withStripe, 'GET /payouts/stripe': { body: fakeStatus() } });
    renderPage();
    expect(
      await screen.findByRole('region', {
        name: 'Stripe no puede pagar a cuentas bancarias chilenas',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar datos bancarios' })).toBeTruthy();
  });

  it('shows the error screen when the account cannot be read', async () => {
    stubApi({
      'GET /payments/config': withStripe,
      'GET /payouts/stripe': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      },
    });
    renderPage();
    expect(await screen.findByText('Error Loading Stripe Setup')).toBeTruthy();
  });
});
