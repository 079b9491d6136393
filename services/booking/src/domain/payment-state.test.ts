import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './payment-state.js';

const facts = { paid: 100_000, refunded: 0, refundDue: null, captured: true };

describe('paymentStateOf', () => {
  it('follows the amounts, not the order of the events', () => {
    expect(paymentStateOf({ ...facts, paid: 0 })).toBe('unpaid');
    expect(paymentStateOf(facts)).toBe('paid');
    expect(paymentStateOf({ ...facts, captured: false })).toBe('authorized');
    expect(paymentStateOf({ ...facts, refundDue: 50_000 })).toBe('refund_pending');
    expect(paymentStateOf({ ...facts, refundDue: 50_000, refunded: 50_000 })).toBe(
      'partially_refunded',
    );
    expect(paymentStateOf({ ...facts, refundDue: 100_000, refunded: 100_000 })).toBe('refunded');
    // A refund reported before its payment: refunded, until the payment's amount says otherwise.
    expect(paymentStateOf({ ...facts, paid: 0, refunded: 100_000 })).toBe('refunded');
    expect(paymentStateOf({ ...facts, refundDue: 0 })).toBe('paid');
  });
});
