import { describe, expect, it } from 'vitest';
import { CancelForm, refundAmountOf, refundChoiceOf, refundError } from './refund';

const quote = {
  paid: { amount: 117_495, currency: 'CLP' as const },
  policyRefund: { amount: 58_748, currency: 'CLP' as const },
};

describe('refundAmountOf', () => {
  it('shows what each choice gives back', () => {
    expect(refundAmountOf({ kind: 'full', amount: '' }, quote)).toBe(117_495);
    expect(refundAmountOf({ kind: 'policy', amount: '' }, quote)).toBe(58_748);
    expect(refundAmountOf({ kind: 'none', amount: '5' }, quote)).toBe(0);
    expect(refundAmountOf({ kind: 'custom', amount: ' 20000 ' }, quote)).toBe(20_000);
  });

  it('knows no amount for a custom one that is not whole pesos', () => {
    expect(refundAmountOf({ kind: 'custom', amount: '' }, quote)).toBeNull();
    expect(refundAmountOf({ kind: 'custom', amount: '10.5' }, quote)).toBeNull();
    expect(refundAmountOf({ kind: 'custom', amount: '-3' }, quote)).toBeNull();
  });
});

describe('refundError and refundChoiceOf', () => {
  it('refuses more than was paid', () => {
    expect(refundError(117_496, 117_495)).toBe('cancel.amountTooHigh');
    expect(refundError(117_495, 117_495)).toBeNull();
    expect(refundError(null, 117_495)).toBeNull();
  });

  it('sends the amount only for a custom refund', () => {
    expect(refundChoiceOf('custom', 5)).toEqual({ kind: 'custom', amount: 5 });
    expect(refundChoiceOf('policy', 5)).toEqual({ kind: 'policy' });
  });
});

describe('CancelForm', () => {
  it('needs a reason and a whole amount for a custom refund', () => {
    const bad = CancelForm.safeParse({ kind: 'custom', amount: 'abc', reason: ' ' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message).sort();
    expect(messages).toEqual(['cancel.amountInvalid', 'cancel.reasonRequired']);
    expect(CancelForm.safeParse({ kind: 'full', amount: '', reason: 'Host asked' }).success).toBe(
      true,
    );
  });
});
