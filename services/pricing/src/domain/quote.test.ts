import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildQuote,
  computeAmounts,
  nightsBetween,
  percentToBasisPoints,
  unitsFor,
  type QuotedListing,
} from './quote.js';

const home: QuotedListing = {
  id: '6f1c1e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  listingType: 'home',
  priceUnit: 'day',
  price: { amount: 45_000, currency: 'CLP' },
  extraFees: [],
  maxGuests: 4,
  minHours: null,
};
const studio: QuotedListing = {
  ...home,
  listingType: 'experience',
  priceUnit: 'hour',
  price: { amount: 12_000, currency: 'CLP' },
  minHours: 2,
};

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'VALIDATION') {
      return error.details?.fields?.[0]?.path;
    }
    throw error;
  }
  return undefined;
}

const amounts = (over: Partial<Parameters<typeof computeAmounts>[0]> = {}) =>
  computeAmounts({
    unitPrice: 45_000,
    units: 1,
    extraFees: [],
    serviceFeeBasisPoints: 1000,
    vatPercent: 19,
    ...over,
  });

describe('computeAmounts', () => {
  it('one night, no fees, 10% fee and 19% IVA on the fee only', () => {
    // base 45.000; fee 4.500; IVA 19% of 4.500 = 855 (not of 49.500); total 50.355
    expect(amounts()).toEqual({
      subtotal: 45_000,
      base: 45_000,
      serviceFee: 4_500,
      vat: 855,
      total: 50_355,
    });
  });

  it('adds every extra fee once, whatever the units', () => {
    const a = amounts({ units: 3, extraFees: [15_000, 5_000, 1] });
    expect(a.subtotal).toBe(135_000);
    expect(a.base).toBe(155_001);
    // 10% of 155.001 = 15.500,1 → 15.500
    expect(a.serviceFee).toBe(15_500);
    // 19% of the fee, 15.500 = 2.945
    expect(a.vat).toBe(2_945);
    expect(a.total).toBe(155_001 + 15_500 + 2_945);
  });

  it('rounds the fee half up at exactly .5', () => {
    // 10% of 45.005 = 4.500,5 → 4.501
    expect(amounts({ unitPrice: 45_005 }).serviceFee).toBe(4_501);
    // 10% of 45.004 = 4.500,4 → 4.500
    expect(amounts({ unitPrice: 45_004 }).serviceFee).toBe(4_500);
  });

  it('rounds IVA half up at exactly .5, on the rounded fee', () => {
    // fee 50 → 19% = 9,5 → 10; fee 150 → 28,5 → 29; fee 149 → 28,31 → 28
    expect(amounts({ unitPrice: 500 }).vat).toBe(10);
    expect(amounts({ unitPrice: 1_500 }).vat).toBe(29);
    expect(amounts({ unitPrice: 1_490 }).vat).toBe(28);
  });

  it('charges no service fee, and so no IVA, at 0%: the guest pays the host price', () => {
    const a = amounts({ serviceFeeBasisPoints: 0, extraFees: [10_000] });
    expect(a.serviceFee).toBe(0);
    expect(a.vat).toBe(0);
    expect(a.total).toBe(55_000);
  });

  it('supports fractional percents through basis points', () => {
    // 7.5% of 45.000 = 3.375
    expect(amounts({ serviceFeeBasisPoints: 750 }).serviceFee).toBe(3_375);
    expect(percentToBasisPoints(7.5)).toBe(750);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(() => percentToBasisPoints(7.125)).toThrow(AppError);
  });

  it('24 hours of an hourly space', () => {
    const a = amounts({ unitPrice: 12_345, units: 24 });
    expect(a.subtotal).toBe(296_280);
    expect(a.serviceFee).toBe(29_628);
    // 19% of 29.628 = 5.629,32 → 5.629
    expect(a.vat).toBe(5_629);
    expect(a.total).toBe(296_280 + 29_628 + 5_629);
  });

  it('stays exact on big amounts where floating point drifts', () => {
    // 100.000.000 a night × 3.650 nights + 5 fees of 10.000.000
    const a = amounts({
      unitPrice: 100_000_000,
      units: 3_650,
      extraFees: Array.from({ length: 5 }, () => 10_000_000),
      serviceFeeBasisPoints: 1001,
    });
    const base = 365_000_000_000n + 50_000_000n;
    const fee = (base * 1001n * 2n + 10_000n) / 20_000n;
    const vat = (fee * 19n * 2n + 100n) / 200n;
    expect(a.base).toBe(Number(base));
    expect(a.serviceFee).toBe(Number(fee));
    expect(a.vat).toBe(Number(vat));
    expect(a.total).toBe(Number(base + fee + vat));
    expect(Number.isSafeInteger(a.total)).toBe(true);
  });

  it('refuses a total beyond exact integers', () => {
    expect(() => amounts({ unitPrice: Number.MAX_SAFE_INTEGER, units: 2 })).toThrow(AppError);
  });

  it('refuses non-integer inputs instead of rounding them silently', () => {
    expect(() => amounts({ unitPrice: 1.5 })).toThrow(RangeError);
    expect(() => amounts({ extraFees: [-1] })).toThrow(RangeError);
  });
});

describe('nightsBetween', () => {
  it('counts calendar nights, across months and DST changes', () => {
    expect(nightsBetween('2026-12-01', '2026-12-02')).toBe(1);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    // Chile's clocks change in early April and September.
    expect(nightsBetween('2027-04-03', '2027-04-05')).toBe(2);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('unitsFor', () => {
  it('nights for a home, hours for an hourly space', () => {
    expect(unitsFor(home, { checkIn: '2026-12-01', checkOut: '2026-12-04' }, 2)).toEqual({
      kind: 'stay',
      unit: 'day',
      units: 3,
    });
    expect(unitsFor(studio, { date: '2026-12-01', startTime: '10:00', hours: 24 }, 1)).toEqual({
      kind: 'hourly',
      unit: 'hour',
      units: 24,
    });
  });

  it('names the field the listing needs when the slot has the wrong shape', () => {
    expect(
      fieldOf(() => unitsFor(home, { date: '2026-12-01', startTime: '10:00', hours: 3 }, 1)),
    ).toBe('slot.checkIn');
    expect(
      fieldOf(() => unitsFor(studio, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, 1)),
    ).toBe('slot.date');
  });

  it('refuses too many guests and fewer hours than the minimum', () => {
    expect(
      fieldOf(() => unitsFor(home, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, 5)),
    ).toBe('guests');
    expect(
      fieldOf(() => unitsFor(home, { checkIn: '2026-12-01', checkOut: '2026-12-02' }, 4)),
    ).toBe(undefined);
    expect(
      fieldOf(() => unitsFor(studio, { date: '2026-12-01', startTime: '10:00', hours: 1 }, 1)),
    ).toBe('slot.hours');
    expect(
      fieldOf(() => unitsFor(studio, { date: '2026-12-01', startTime: '10:00', hours: 2 }, 1)),
    ).toBe(undefined);
  });
});

describe('buildQuote', () => {
  it('assembles the contract shape with each fee by name', () => {
    const quote = buildQuote({
      listing: { ...home, extraFees: [{ name: 'Limpieza', amount: 15_000 }] },
      slot: { checkIn: '2026-12-01', checkOut: '2026-12-03' },
      guests: 2,
      serviceFeeBasisPoints: 1000,
      vatPercent: 19,
      display: { currency: 'USD', rate: 0.00105, ratesAt: null },
    });
    expect(quote).toMatchObject({
      kind: 'stay',
      unit: 'day',
      units: 2,
      unitPrice: { amount: 45_000, currency: 'CLP' },
      subtotal: { amount: 90_000 },
      extraFees: [{ name: 'Limpieza', amount: { amount: 15_000, currency: 'CLP' } }],
      base: { amount: 105_000 },
      serviceFeePercent: 10,
      serviceFee: { amount: 10_500 },
      vatPercent: 19,
      vat: { amount: 1_995 },
      total: { amount: 117_495 },
      display: { currency: 'USD', rate: 0.00105, ratesAt: null },
    });
  });
});
