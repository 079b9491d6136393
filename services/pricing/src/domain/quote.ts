import {
  fieldError,
  guestAmountsExact,
  type BookingKind,
  type Currency,
  type ListingType,
  type PriceUnit,
  type Property,
  type Quote,
  type QuoteSlot,
} from '@arrendo/contracts';

/** What the quote needs to know about a listing (read from the listing service, never the caller). */
export type QuotedListing = Pick<
  Property,
  'id' | 'listingType' | 'priceUnit' | 'price' | 'extraFees' | 'maxGuests' | 'minHours'
>;

export interface QuoteUnits {
  kind: BookingKind;
  unit: PriceUnit;
  units: number;
}

const DAY_MS = 86_400_000;

function utcDay(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Nights between two local dates: a calendar difference, so no time zone or DST can shift it. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcDay(checkOut) - utcDay(checkIn)) / DAY_MS);
}

const UNIT_BY_TYPE: Record<ListingType, PriceUnit> = { home: 'day', experience: 'hour' };

/**
 * The units a slot books on a listing, refusing a slot of the wrong shape (nights for an hourly
 * space, hours for a home), more guests than it takes, or fewer hours than its minimum: each a
 * VALIDATION naming the request field.
 */
export function unitsFor(listing: QuotedListing, slot: QuoteSlot, guests: number): QuoteUnits {
  let units: QuoteUnits;
  if ('checkIn' in slot) {
    if (listing.listingType !== 'home') {
      throw fieldError(
        'slot.date',
        'This space is booked by the hour: choose a date, a start time and hours',
      );
    }
    const nights = nightsBetween(slot.checkIn, slot.checkOut);
    if (nights < 1) throw fieldError('slot.checkOut', 'Check-out must be after check-in');
    units = { kind: 'stay', unit: UNIT_BY_TYPE.home, units: nights };
  } else {
    if (listing.listingType !== 'experience') {
      throw fieldError(
        'slot.checkIn',
        'This stay is booked by the night: choose check-in and check-out',
      );
    }
    const minHours = listing.minHours ?? 1;
    if (slot.hours < minHours) {
      throw fieldError('slot.hours', `This space is booked for at least ${minHours} hours`);
    }
    units = { kind: 'hourly', unit: UNIT_BY_TYPE.experience, units: slot.hours };
  }
  if (guests > listing.maxGuests) {
    throw fieldError('guests', `This space takes at most ${listing.maxGuests} guests`);
  }
  return units;
}

export interface AmountsInput {
  unitPrice: number;
  units: number;
  extraFees: readonly number[];
  /** Service fee in hundredths of a percent (10% = 1000). */
  serviceFeeBasisPoints: number;
  vatPercent: number;
}

export interface Amounts {
  subtotal: number;
  base: number;
  serviceFee: number;
  vat: number;
  total: number;
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw fieldError('slot', `The ${what} of this booking is too large`);
  }
  return Number(value);
}

function wholeNonNegative(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
  return BigInt(value);
}

/**
 * Whole pesos: subtotal = units × unit price; base = subtotal + each extra fee once; then the
 * guest's fee, IVA on that fee only and total from contracts' `guestAmountsExact` (decision
 * 0029), the one copy of that arithmetic. BigInt keeps every step exact, whatever the size.
 */
export function computeAmounts(input: AmountsInput): Amounts {
  const unitPrice = wholeNonNegative(input.unitPrice, 'unitPrice');
  const units = wholeNonNegative(input.units, 'units');
  const subtotal = unitPrice * units;
  const fees = input.extraFees.reduce((sum, fee) => sum + wholeNonNegative(fee, 'extra fee'), 0n);
  const { base, serviceFee, vat, total } = guestAmountsExact(subtotal + fees, {
    serviceFeeBasisPoints: input.serviceFeeBasisPoints,
    vatPercent: input.vatPercent,
  });
  return {
    subtotal: toSafeNumber(subtotal, 'subtotal'),
    base: toSafeNumber(base, 'price'),
    serviceFee: toSafeNumber(serviceFee, 'service fee'),
    vat: toSafeNumber(vat, 'VAT'),
    total: toSafeNumber(total, 'total'),
  };
}

/** Percent (up to two decimals, as admins set it) ↔ basis points. */
export function percentToBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) {
    throw fieldError('serviceFeePercent', 'Use at most two decimals');
  }
  return bp;
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export interface QuoteInput {
  listing: QuotedListing;
  slot: QuoteSlot;
  guests: number;
  serviceFeeBasisPoints: number;
  vatPercent: number;
  display: { currency: Currency; rate: number; ratesAt: string | null };
}

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

export function buildQuote(input: QuoteInput): Quote {
  const { listing } = input;
  const { kind, unit, units } = unitsFor(listing, input.slot, input.guests);
  const amounts = computeAmounts({
    unitPrice: listing.price.amount,
    units,
    extraFees: listing.extraFees.map((fee) => fee.amount),
    serviceFeeBasisPoints: input.serviceFeeBasisPoints,
    vatPercent: input.vatPercent,
  });
  return {
    propertyId: listing.id,
    kind,
    unit,
    units,
    unitPrice: clp(listing.price.amount),
    subtotal: clp(amounts.subtotal),
    extraFees: listing.extraFees.map((fee) => ({ name: fee.name, amount: clp(fee.amount) })),
    base: clp(amounts.base),
    serviceFeePercent: basisPointsToPercent(input.serviceFeeBasisPoints),
    serviceFee: clp(amounts.serviceFee),
    vatPercent: input.vatPercent,
    vat: clp(amounts.vat),
    total: clp(amounts.total),
    display: input.display,
  };
}
