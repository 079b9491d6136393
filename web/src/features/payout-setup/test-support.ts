import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MaskedBankAccount, PayoutSetup, PendingBankChange } from '@arrendo/contracts/web';

// Answers of the payout set-up API for the component tests.

export const CHANGE_ID = '44444444-4444-4444-8444-444444444444';

export function fakeMaskedAccount(overrides: Partial<MaskedBankAccount> = {}): MaskedBankAccount {
  return {
    holderName: 'Ana Pérez',
    rutMasked: '•••.678-5',
    bankCode: '012',
    bankName: 'BancoEstado',
    accountType: 'vista',
    numberLast4: '5678',
    ...overrides,
  };
}

/** A change waiting for its code; `expiresAt` ten minutes from the test's clock by default. */
export function fakePendingChange(overrides: Partial<PendingBankChange> = {}): PendingBankChange {
  return {
    ...fakeMaskedAccount(),
    changeId: CHANGE_ID,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    emailHint: 'a•••@example.com',
    ...overrides,
  };
}

export function fakeSetup(overrides: Partial<PayoutSetup> = {}): PayoutSetup {
  return {
    bankAccount: null,
    pendingChange: null,
    stripeConnected: false,
    ready: false,
    ...overrides,
  };
}

/** A host whose payouts go to a confirmed account (Banco de Chile, checking, ending 1234). */
export function fakeConfirmedSetup(overrides: Partial<PayoutSetup> = {}): PayoutSetup {
  return fakeSetup({
    bankAccount: {
      ...fakeMaskedAccount({
        bankCode: '001',
        bankName: 'Banco de Chile',
        accountType: 'corriente',
        numberLast4: '1234',
      }),
      confirmedAt: '2026-03-02T15:00:00.000Z',
    },
    ready: true,
    ...overrides,
  });
}

/** The API's error body, as the BFF sends it. */
export function apiError(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

/** A valid BancoEstado CuentaRUT, typed as people type it. */
export async function fillForm(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'RUT' }), '12345678-5');
  await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), ' Ana Pérez ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'BancoEstado (012)');
  await user.click(
    screen.getByRole('radio', { name: 'Demand account (Cuenta vista / CuentaRUT)' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '00-1234 5678');
}
