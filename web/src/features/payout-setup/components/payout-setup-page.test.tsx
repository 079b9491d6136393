import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { payoutSetupKeys } from '../api';
import {
  CHANGE_ID,
  apiError,
  fakeConfirmedSetup,
  fakeMaskedAccount,
  fakePendingChange,
  fakeSetup,
  fillForm,
} from '../test-support';
import { PayoutSetupError } from './payout-setup-error';
import { PayoutSetupPage } from './payout-setup-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  return renderInRouter(<PayoutSetupPage />, {
    user: fakeUser(),
    errorComponent: PayoutSetupError,
  });
}

async function typeCode(user: UserEvent, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

const codeStep = () => screen.findByRole('region', { name: 'Confirm your new account' });
const status = () => screen.getByRole('status');

/** The account as the server has it once the code confirmed the change. */
const confirmedAnswer = fakeSetup({
  bankAccount: { ...fakeMaskedAccount(), confirmedAt: '2026-04-15T10:05:00.000Z' },
  ready: true,
});

describe('PayoutSetupPage', () => {
  it('explains how hosts are paid and offers the form to a host without an account', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payout details' })).toBeTruthy();
    expect(document.title).toBe('Arrendo | Payout details');
    expect(screen.getByText(/pays hosts by bank transfer to a Chilean bank account/)).toBeTruthy();
    expect(screen.getByText(/nobody who gets into your session can redirect/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Add your bank account' })).toBeTruthy();
    const banks = within(screen.getByRole('combobox', { name: 'Bank' })).getAllByRole('option');
    expect(banks.map((o) => o.textContent)).toContain('BancoEstado (012)');
    expect(banks.map((o) => o.textContent)).toContain('Coopeuch (672)');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'corriente',
      'vista',
      'ahorro',
    ]);
  });

  it('sends hosts outside Chile to Stripe', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Get paid with Stripe' });
    expect(link.getAttribute('href')).toBe('/stripe-setup');
    expect(link.parentElement?.textContent).toBe('Outside Chile? Get paid with Stripe');
  });

  it('shows the confirmed account masked, and opens the form to change it', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeConfirmedSetup() } });
    renderPage();

    const account = await screen.findByRole('region', { name: 'Your bank account' });
    for (const text of ['Ana Pérez', 'Banco de Chile', 'Checking account', '•••• 1234']) {
      expect(within(account).getByText(text)).toBeTruthy();
    }
    expect(within(account).getByText('•••.678-5')).toBeTruthy();
    expect(within(account).getByText('Confirmed on March 2, 2026')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'RUT' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(account).getByRole('button', { name: 'Change bank account' }));
    expect(screen.getByRole('region', { name: 'Your new bank account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep my current account' }));
    expect(screen.getByRole('region', { name: 'Your bank account' })).toBeTruthy();
  });

  it('sends the details, then confirms the account with the emailed code', async () => {
    const calls = stubApi({
      'GET /payouts/setup': { body: fakeSetup() },
      'POST /payouts/bank-account': { body: fakePendingChange() },
      'POST /payouts/bank-account/confirm': { body: confirmedAnswer },
    });
    const { client } = renderPage();
    const user = userEvent.setup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    const step = await codeStep();
    expect(
      within(step).getByText(
        'We sent a 6-digit code to a•••@example.com. Enter it to confirm this account.',
      ),
    ).toBeTruthy();
    expect(within(step).getByText('•••• 5678')).toBeTruthy();
    expect(within(step).getByRole('group', { name: 'Confirmation code' })).toBeTruthy();

    await typeCode(user, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(status().textContent).toBe('Payout account confirmed'));
    const account = screen.getByRole('region', { name: 'Your bank account' });
    expect(within(account).getByText('BancoEstado')).toBeTruthy();
    expect(within(account).getByText('Demand account (Cuenta vista / CuentaRUT)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confirm your new account' })).toBeNull();
    expect(calls.find((c) => c.path === '/payouts/bank-account/confirm')?.body).toEqual({
      changeId: CHANGE_ID,
      code: '123456',
    });
    expect(client.getQueryData(payoutSetupKeys.all)).toEqual(confirmedAnswer);
  });

  it('says a wrong code is wrong, with the attempts left', async () => {
    stubApi({
      'GET /payouts/setup': { body: fakeSetup({ pendingChange: fakePendingChange() }) },
      'POST /payouts/bank-account/confirm': {
        status: 400,
        body: apiError('VALIDATION', 'Invalid verification code', {
          reason: 'OTP_INVALID',
          attemptsLeft: 3,
          fields: [{ path: 'code', message: 'Invalid verification code' }],
        }),
      },
    });
    renderPage();
    const user = userEvent.setup();

    const step = await codeStep();
    await typeCode(user, '000000');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));

    const error = await within(step).findByText('That code is not right. 3 attempts left.');
    expect(error.getAttribute('role')).toBe('alert');
    const digit = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(digit.getAttribute('aria-invalid')).toBe('true');
    expect(digit.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('cancels the waiting change and keeps the confirmed account', async () => {
    const calls = stubApi({
      'GET /payouts/setup': {
        body: fakeConfirmedSetup({ pendingChange: fakePendingChange() }),
      },
      [`DELETE /payouts/bank-account/changes/${CHANGE_ID}`]: { body: fakeConfirmedSetup() },
    });
    renderPage();
    const user = userEvent.setup();

    const step = await codeStep();
    await user.click(within(step).getByRole('button', { name: 'Cancel change' }));

    const account = await screen.findByRole('region', { name: 'Your bank account' });
    expect(within(account).getByText('•••• 1234')).toBeTruthy();
    expect(status().textContent).toBe('Change cancelled: your payout details are as they were.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says the code expired and shows the form again when the change is gone', async () => {
    stubApi({
      'GET /payouts/setup': { body: fakeSetup({ pendingChange: fakePendingChange() }) },
      'POST /payouts/bank-account/confirm': {
        status: 404,
        body: apiError('NOT_FOUND', 'Not found'),
      },
    });
    renderPage();
    const user = userEvent.setup();

    const step = await codeStep();
    await typeCode(user, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('region', { name: 'Add your bank account' })).toBeTruthy();
    expect(status().textContent).toBe('The code expired. Fill in the form again to get a new one.');
  });

  it('shows the form, not the code, for a change whose code has run out', async () => {
    stubApi({
      'GET /payouts/setup': {
        body: fakeConfirmedSetup({
          pendingChange: fakePendingChange({
            expiresAt: new Date(Date.now() - 1000).toISOString(),
          }),
        }),
      },
    });
    renderPage();

    expect(await screen.findByRole('region', { name: 'Your new bank account' })).toBeTruthy();
    expect(status().textContent).toBe('The code expired. Fill in the form again to get a new one.');
    expect(screen.queryByRole('region', { name: 'Confirm your new account' })).toBeNull();
  });

  it('asks for the details again for a new code after a reload', async () => {
    stubApi({
      'GET /payouts/setup': { body: fakeSetup({ pendingChange: fakePendingChange() }) },
    });
    renderPage();
    const user = userEvent.setup();

    const step = await codeStep();
    await user.click(within(step).getByRole('button', { name: 'Send a new code' }));

    expect(status().textContent).toBe('To get a new code, fill in your bank details again.');
    expect(screen.getByRole('textbox', { name: 'RUT' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the code' }));
    expect(await codeStep()).toBeTruthy();
  });

  it('sends the same details again for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const second = fakePendingChange({ changeId: '55555555-5555-4555-8555-555555555555' });
      let sent = 0;
      const calls = stubApi({
        'GET /payouts/setup': { body: fakeSetup() },
        'POST /payouts/bank-account': () => {
          sent += 1;
          return { body: sent === 1 ? fakePendingChange() : second };
        },
      });
      renderPage();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Send confirmation code' }));
      const step = await codeStep();
      // A code was just sent: the next one waits half a minute.
      expect(
        within(step)
          .getByRole('button', { name: /Send a new code in \d+ s/ })
          .hasAttribute('disabled'),
      ).toBe(true);
      // The countdown ticks once a second, each tick drawn before the next is set.
      for (let second = 0; second < 31; second += 1) {
        await act(() => vi.advanceTimersByTime(1000));
      }
      await user.click(await within(step).findByRole('button', { name: 'Send a new code' }));

      await waitFor(() =>
        expect(status().textContent).toBe('We sent a new code to a•••@example.com.'),
      );
      const posts = calls.filter((c) => c.path === '/payouts/bank-account');
      expect(posts).toHaveLength(2);
      expect(posts[1]?.body).toEqual(posts[0]?.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the details did not load, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /payouts/setup': () =>
        fail
          ? { status: 503, body: apiError('UNAVAILABLE', 'down') }
          : { body: fakeConfirmedSetup() },
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Error Loading Payout Details' }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Your bank account' })).toBeTruthy();
  });
});
