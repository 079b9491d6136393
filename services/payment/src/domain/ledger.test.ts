import { describe, expect, it } from 'vitest';
import { applicationFee, mulDivHalfUp } from './amounts.js';
import { captureEntry, refundEntry } from './ledger.js';

const payment = { amount: 111_900, platformFee: 10_000, vatAmount: 1_900 };

describe('platform-fee ledger', () => {
  it('earns the whole fee and its IVA on capture', () => {
    expect(captureEntry(payment)).toEqual({ gross: 111_900, platformFee: 10_000, vat: 1_900 });
  });

  it('gives back fee and VAT in proportion to a refund, rounded half up', () => {
    expect(refundEntry(payment, 0, 55_950)).toEqual({
      gross: -55_950,
      platformFee: -5_000,
      vat: -950,
    });
    // 1/3 of 10 000 = 3 333.33 → 3 333; of 1 900 = 633.33 → 633.
    expect(refundEntry({ amount: 3, platformFee: 10_000, vatAmount: 1_900 }, 0, 1)).toEqual({
      gross: -1,
      platformFee: -3_333,
      vat: -633,
    });
  });

  it('never gives back more or less than was earned over a series of partial refunds', () => {
    const odd = { amount: 99_997, platformFee: 7_691, vatAmount: 15_961 };
    const steps = [0, 1, 333, 33_333, 50_001, 99_996, 99_997];
    let fee = 0;
    let vat = 0;
    for (let i = 1; i < steps.length; i++) {
      const entry = refundEntry(odd, steps[i - 1] as number, steps[i] as number);
      fee += entry.platformFee;
      vat += entry.vat;
    }
    expect(fee).toBe(-7_691);
    expect(vat).toBe(-15_961);
  });

  it('multiplies and divides exactly, past 2^53', () => {
    expect(mulDivHalfUp(9_000_000_000, 9_000_000_000, 3)).toBe(27_000_000_000_000_000_000);
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(5, 1, 0)).toBe(0);
  });

  it('keeps the service fee and the VAT as the application fee, so the host receives the base', () => {
    const amounts = {
      amount: 111_900,
      baseAmount: 100_000,
      platformFee: 10_000,
      vatAmount: 1_900,
    };
    expect(amounts.amount - applicationFee(amounts)).toBe(amounts.baseAmount);
  });
});
