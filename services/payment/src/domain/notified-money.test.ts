import { describe, expect, it } from 'vitest';
import { moneyMismatch, type NotifiedMoney } from './notified-money.js';

const payment = { amount: 171_479, currency: 'CLP' };
const check = (notice: NotifiedMoney) => moneyMismatch(payment, notice)?.field ?? null;

describe('a notice of money must agree with its payment', () => {
  it.each(['authorized', 'captured'] as const)(
    '%s: exactly the amount, in the currency',
    (kind) => {
      expect(check({ change: { kind }, amount: 171_479, currency: 'CLP' })).toBeNull();
      expect(check({ change: { kind }, amount: 1, currency: 'CLP' })).toBe('amount');
      expect(check({ change: { kind }, amount: 171_480, currency: 'CLP' })).toBe('amount');
      expect(check({ change: { kind }, amount: null, currency: 'CLP' })).toBe('amount');
      expect(check({ change: { kind }, amount: 171_479, currency: 'USD' })).toBe('currency');
      expect(check({ change: { kind }, amount: 171_479, currency: null })).toBe('currency');
    },
  );

  it('refunded: a total up to what was paid, of the payment’s charge, in the currency', () => {
    const refunded = (total: number) => ({ kind: 'refunded' as const, total, refundId: 're_1' });
    expect(check({ change: refunded(50_000), amount: null, currency: 'CLP' })).toBeNull();
    expect(check({ change: refunded(171_479), amount: 171_479, currency: 'CLP' })).toBeNull();
    expect(check({ change: refunded(171_480), amount: null, currency: 'CLP' })).toBe('amount');
    expect(check({ change: refunded(-1), amount: null, currency: 'CLP' })).toBe('amount');
    expect(check({ change: refunded(50_000), amount: 999_999, currency: 'CLP' })).toBe('amount');
    expect(check({ change: refunded(50_000), amount: null, currency: 'EUR' })).toBe('currency');
    expect(check({ change: refunded(50_000), amount: null, currency: null })).toBe('currency');
  });

  it('says what was expected and what was reported', () => {
    expect(
      moneyMismatch(payment, { change: { kind: 'authorized' }, amount: 1, currency: 'CLP' }),
    ).toEqual({
      field: 'amount',
      expected: { amount: 171_479, currency: 'CLP' },
      reported: { amount: 1, currency: 'CLP' },
      reason: expect.stringMatching(/amount/),
    });
  });

  it('lets notices that move no money through', () => {
    expect(
      check({ change: { kind: 'failed', message: null }, amount: null, currency: null }),
    ).toBeNull();
    expect(check({ change: { kind: 'cancelled' }, amount: null, currency: null })).toBeNull();
    expect(check({ change: null, amount: 1, currency: 'USD' })).toBeNull();
  });
});
