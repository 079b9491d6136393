import { describe, expect, it } from 'vitest';
import type { PayoutSetup } from '@arrendo/contracts/web';
import { pageView } from './page-view';

const account = {
  holderName: 'Ana Pérez',
  rutMasked: '•••.678-5',
  bankCode: '012',
  bankName: 'BancoEstado',
  accountType: 'vista',
  numberLast4: '1234',
} as const;
const pendingChange = {
  ...account,
  changeId: '44444444-4444-4444-8444-444444444444',
  expiresAt: '2026-04-15T10:10:00.000Z',
  emailHint: 'a•••@example.com',
};
const setup = (over: Partial<PayoutSetup>): PayoutSetup => ({
  bankAccount: null,
  pendingChange: null,
  stripeConnected: false,
  ready: false,
  ...over,
});
const confirmed = { ...account, confirmedAt: '2026-04-01T12:00:00.000Z' };

describe('pageView', () => {
  it('shows the form to a host without an account', () => {
    expect(pageView(setup({}), false, false)).toBe('form');
  });

  it('shows the confirmed account until the host asks to change it', () => {
    expect(pageView(setup({ bankAccount: confirmed, ready: true }), false, false)).toBe('account');
    expect(pageView(setup({ bankAccount: confirmed, ready: true }), false, true)).toBe('form');
  });

  it('shows the code step of a waiting change, and the form once its code expired', () => {
    expect(pageView(setup({ pendingChange }), false, false)).toBe('code');
    expect(pageView(setup({ bankAccount: confirmed, pendingChange }), false, false)).toBe('code');
    expect(pageView(setup({ bankAccount: confirmed, pendingChange }), true, false)).toBe('form');
    expect(pageView(setup({ pendingChange }), false, true)).toBe('form');
  });
});
