import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { adminRefundOf, percentOf } from './admin-refund.js';

const policy = { paid: 120_000, refund: 60_000 };

describe('adminRefundOf', () => {
  it('gives back everything, the policy amount, nothing, or the custom amount', () => {
    expect(adminRefundOf({ kind: 'full' }, policy)).toBe(120_000);
    expect(adminRefundOf({ kind: 'policy' }, policy)).toBe(60_000);
    expect(adminRefundOf({ kind: 'none' }, policy)).toBe(0);
    expect(adminRefundOf({ kind: 'custom', amount: 45_500 }, policy)).toBe(45_500);
    expect(adminRefundOf({ kind: 'custom', amount: 120_000 }, policy)).toBe(120_000);
  });

  it('refuses a custom amount above what was paid, naming the field', () => {
    let thrown: unknown;
    try {
      adminRefundOf({ kind: 'custom', amount: 120_001 }, policy);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('VALIDATION');
    expect(JSON.stringify((thrown as AppError).details)).toContain('refund.amount');
  });
});

describe('percentOf', () => {
  it('says the amount as a rounded percent of what was paid', () => {
    expect(percentOf(60_000, 120_000, 'policy')).toBe(50);
    expect(percentOf(1, 3, 'custom')).toBe(33);
    expect(percentOf(2, 3, 'custom')).toBe(67);
    expect(percentOf(120_000, 120_000, 'full')).toBe(100);
    expect(percentOf(0, 120_000, 'none')).toBe(0);
  });

  it('reads an unpaid booking as all or nothing', () => {
    expect(percentOf(0, 0, 'full')).toBe(100);
    expect(percentOf(0, 0, 'custom')).toBe(0);
  });
});
