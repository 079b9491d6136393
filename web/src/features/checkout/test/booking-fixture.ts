import type { Booking, BookingDetailResponse, PaymentConfig, Quote } from '@arrendo/contracts/web';

export const BOOKING_ID = '11111111-1111-4111-8111-111111111111';
export const PROPERTY_ID = '22222222-2222-4222-8222-222222222222';
export const PAYMENT_ID = '33333333-3333-4333-8333-333333333333';
const GUEST_ID = '44444444-4444-4444-8444-444444444444';
const HOST_ID = '55555555-5555-4555-8555-555555555555';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/** 3 nights at CLP$50.000 + cleaning CLP$20.000: base 170.000, fee 17.000, IVA on the fee 3.230. */
export const stayQuote: Quote = {
  propertyId: PROPERTY_ID,
  kind: 'stay',
  unit: 'day',
  units: 3,
  unitPrice: clp(50_000),
  subtotal: clp(150_000),
  extraFees: [{ name: 'Cleaning', amount: clp(20_000) }],
  base: clp(170_000),
  serviceFeePercent: 10,
  serviceFee: clp(17_000),
  vatPercent: 19,
  vat: clp(3_230),
  total: clp(190_230),
  display: { currency: 'CLP', rate: 1, ratesAt: null },
};

/** 2 hours at CLP$15.000: base 30.000, fee 3.000, IVA on the fee 570. */
export const hourlyQuote: Quote = {
  propertyId: PROPERTY_ID,
  kind: 'hourly',
  unit: 'hour',
  units: 2,
  unitPrice: clp(15_000),
  subtotal: clp(30_000),
  extraFees: [],
  base: clp(30_000),
  serviceFeePercent: 10,
  serviceFee: clp(3_000),
  vatPercent: 19,
  vat: clp(570),
  total: clp(33_570),
  display: { currency: 'CLP', rate: 1, ratesAt: null },
};

/** A pending stay held for `holdMs` more (from the real clock). */
export function stayBooking(overrides: Partial<Booking> = {}, holdMs = 10 * 60_000): Booking {
  return {
    id: BOOKING_ID,
    propertyId: PROPERTY_ID,
    guestId: GUEST_ID,
    hostId: HOST_ID,
    status: 'pending',
    kind: 'stay',
    guests: 2,
    checkIn: '2027-03-12',
    checkOut: '2027-03-15',
    date: null,
    startTime: null,
    hours: null,
    timeZone: 'America/Santiago',
    startsAt: '2027-03-12T18:00:00.000Z',
    endsAt: '2027-03-15T14:00:00.000Z',
    expiresAt: new Date(Date.now() + holdMs).toISOString(),
    listing: {
      title: 'Casa en Cerro Alegre',
      location: 'Valparaíso, Chile',
      listingType: 'home',
      coverUrl: null,
      refundPolicy: 'moderate',
      instantBook: true,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    quote: stayQuote,
    payment: { state: 'unpaid', provider: null, paid: clp(0), refunded: clp(0) },
    cancellation: null,
    confirmedAt: null,
    createdAt: '2027-03-01T12:00:00.000Z',
    updatedAt: '2027-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A pending hourly booking: 12 March 2027, 10:00 for 2 hours in Santiago (UTC-3 then). */
export function hourlyBooking(overrides: Partial<Booking> = {}): Booking {
  return stayBooking({
    kind: 'hourly',
    guests: 4,
    checkIn: null,
    checkOut: null,
    date: '2027-03-12',
    startTime: '10:00',
    hours: 2,
    startsAt: '2027-03-12T13:00:00.000Z',
    endsAt: '2027-03-12T15:00:00.000Z',
    listing: {
      title: 'Estudio de fotografía',
      location: 'Providencia, Santiago',
      listingType: 'experience',
      coverUrl: null,
      refundPolicy: 'flexible',
      instantBook: false,
      checkInTime: null,
      checkOutTime: null,
    },
    quote: hourlyQuote,
    ...overrides,
  });
}

export function detailOf(booking: Booking): BookingDetailResponse {
  return { booking, payments: [], counterpart: null, arrival: null };
}

export const devConfig: PaymentConfig = { card: 'dev', local: 'dev', stripePublishableKey: null };
export const stripeConfig: PaymentConfig = {
  card: 'stripe',
  local: 'payku',
  stripePublishableKey: 'pk_test_arrendo',
};

export function paymentIntent(method: 'card' | 'local', redirectUrl: string | null) {
  return {
    paymentId: PAYMENT_ID,
    bookingId: BOOKING_ID,
    provider: redirectUrl?.startsWith('/') ? 'dev' : method === 'card' ? 'stripe' : 'payku',
    method,
    clientSecret: redirectUrl ? null : 'pi_123_secret_456',
    redirectUrl,
    currency: 'CLP',
    baseAmount: 170_000,
    platformFee: 17_000,
    vatAmount: 3_230,
    totalAmount: 190_230,
  };
}
