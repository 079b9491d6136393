import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { RUT_MESSAGE } from '@arrendo/contracts/web';
import { apiError, fakePendingChange, fakeSetup, fillForm } from '../test-support';
import { PayoutSetupError } from './payout-setup-error';
import { PayoutSetupPage } from './payout-setup-page';

beforeAll(() => i18nReady('en'));
beforeEach(() => testI18n.changeLanguage('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  return renderInRouter(<PayoutSetupPage />, {
    user: fakeUser(),
    errorComponent: PayoutSetupError,
  });
}

/** The text of the alert a control's `aria-describedby` names (its field's error). */
function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.getAttribute('role') === 'alert')
    .map((el) => el?.textContent ?? '')
    .join(' ');
}

describe('the bank account form', () => {
  it('refuses an invalid RUT, a missing bank and a bad number, in Spanish', async () => {
    await testI18n.changeLanguage('es');
    const calls = stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderPage();
    const user = userEvent.setup();

    const rut = await screen.findByRole('textbox', { name: 'RUT' });
    expect(rut.getAttribute('placeholder')).toBe('12.345.678-5');
    await user.type(rut, '12.345.678-9');
    await user.type(screen.getByRole('textbox', { name: 'Nombre del titular' }), 'Ana Pérez');
    await user.click(screen.getByRole('radio', { name: 'Cuenta vista / CuentaRUT' }));
    await user.type(screen.getByRole('textbox', { name: 'Número de cuenta' }), '12');
    await user.click(screen.getByRole('button', { name: 'Enviar código de confirmación' }));

    await waitFor(() =>
      expect(errorOf(rut)).toBe('Ingresa un RUT válido (por ejemplo, 12.345.678-5)'),
    );
    expect(errorOf(screen.getByRole('combobox', { name: 'Banco' }))).toBe('Elige tu banco');
    expect(errorOf(screen.getByRole('textbox', { name: 'Número de cuenta' }))).toBe(
      'Ingresa el número de cuenta: de 4 a 20 dígitos',
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Nombre del titular' }))).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for a holder and an account type', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send confirmation code' }));
    expect(errorOf(await screen.findByRole('textbox', { name: 'Account holder name' }))).toBe(
      'Enter the account holder’s name',
    );
    expect(errorOf(screen.getByRole('group', { name: 'Account type' }))).toBe(
      'Choose the account type',
    );
    expect(
      screen.getByRole('radio', { name: 'Checking account' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows the RUT as Chileans write it once the field is left', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderPage();
    const user = userEvent.setup();

    const rut = await screen.findByRole<HTMLInputElement>('textbox', { name: 'RUT' });
    await user.type(rut, '123456785');
    await user.tab();
    expect(rut.value).toBe('12.345.678-5');
  });

  it('puts a field error of the server on its field', async () => {
    stubApi({
      'GET /payouts/setup': { body: fakeSetup() },
      'POST /payouts/bank-account': {
        status: 400,
        body: apiError('VALIDATION', RUT_MESSAGE, {
          fields: [{ path: 'rut', message: RUT_MESSAGE }],
        }),
      },
    });
    renderPage();
    const user = userEvent.setup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send confirmation code' }));

    const rut = screen.getByRole('textbox', { name: 'RUT' });
    await waitFor(() => expect(errorOf(rut)).toBe('Enter a valid RUT (for example 12.345.678-5)'));
    expect(document.activeElement).toBe(rut);
    expect(screen.queryByRole('heading', { name: 'Confirm your new account' })).toBeNull();
  });

  it('says so when codes were asked for too often', async () => {
    stubApi({
      'GET /payouts/setup': { body: fakeSetup() },
      'POST /payouts/bank-account': {
        status: 429,
        body: apiError('RATE_LIMITED', 'Too many requests'),
      },
    });
    renderPage();
    const user = userEvent.setup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('sends the details as the contract keeps them', async () => {
    const calls = stubApi({
      'GET /payouts/setup': { body: fakeSetup() },
      'POST /payouts/bank-account': { body: fakePendingChange() },
    });
    renderPage();
    const user = userEvent.setup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    await screen.findByRole('heading', { name: 'Confirm your new account' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rut: '12345678-5',
      holderName: 'Ana Pérez',
      bankCode: '012',
      accountType: 'vista',
      accountNumber: '0012345678',
    });
  });
});
