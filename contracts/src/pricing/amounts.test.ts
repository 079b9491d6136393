import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, feeBasisPoints, guestAmounts } from './amounts.js';

const TEN_AND_19 = { serviceFeeBasisPoints: 1000, vatPercent: 19 };

describe('guestAmounts: IVA on the service fee only (decision 0029)', () => {
  it('CLP: the wizard example, 70.000 a night → guests pay 78.330, the host earns 70.000', () => {
    // fee 7.000; IVA 19% of 7.000 = 1.330 (not 19% of 77.000 = 14.630)
    expect(guestAmounts(70_000, TEN_AND_19)).toEqual({
      base: 70_000,
      serviceFee: 7_000,
      vat: 1_330,
      total: 78_330,
    });
  });

  it('CLP: rounds the fee, then the IVA on the rounded fee, half up to the peso', () => {
    // fee 10% of 45.005 = 4.500,5 → 4.501; IVA 19% of 4.501 = 855,19 → 855
    expect(guestAmounts(45_005, TEN_AND_19)).toEqual({
      base: 45_005,
      serviceFee: 4_501,
      vat: 855,
      total: 50_361,
    });
    // fee 50; IVA 19% of 50 = 9,5 → 10 (a half, up)
    expect(guestAmounts(500, TEN_AND_19).vat).toBe(10);
    // fee 149 → 28,31 → 28
    expect(guestAmounts(1_490, TEN_AND_19).vat).toBe(28);
  });

  it('a two-decimal currency: the same rule in cents', () => {
    // $123.45: fee 1.234,5 → 1.235 cents; IVA 19% of 1.235 = 234,65 → 235 cents; $138.15
    expect(guestAmounts(12_345, TEN_AND_19)).toEqual({
      base: 12_345,
      serviceFee: 1_235,
      vat: 235,
      total: 13_815,
    });
  });

  it('follows the admin fee, fractional percents through basis points', () => {
    // 7.5% of 45.000 = 3.375; IVA 19% of 3.375 = 641,25 → 641
    expect(
      guestAmounts(45_000, { serviceFeeBasisPoints: feeBasisPoints(7.5), vatPercent: 19 }),
    ).toEqual({ base: 45_000, serviceFee: 3_375, vat: 641, total: 49_016 });
    // no fee: no IVA at all, the guest pays the host's price
    expect(guestAmounts(45_000, { serviceFeeBasisPoints: 0, vatPercent: 19 }).total).toBe(45_000);
  });

  it('stays exact where floating point drifts, and refuses what is not a whole amount', () => {
    const base = 365_050_000_000;
    const a = guestAmounts(base, { serviceFeeBasisPoints: 1001, vatPercent: 19 });
    const fee = (BigInt(base) * 1001n * 2n + 10_000n) / 20_000n;
    expect(a.serviceFee).toBe(Number(fee));
    expect(a.vat).toBe(Number((fee * 19n * 2n + 100n) / 200n));
    expect(a.total).toBe(base + a.serviceFee + a.vat);
    expect(() => guestAmounts(1.5, TEN_AND_19)).toThrow(RangeError);
    expect(() => guestAmounts(-1, TEN_AND_19)).toThrow(RangeError);
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds .5 up and below .5 down, and refuses negatives', () => {
    expect(divideRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(() => divideRoundHalfUp(-1n, 10n)).toThrow(RangeError);
  });
});
