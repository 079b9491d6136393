import { vi } from 'vitest';
import type {
  Booking,
  BookingArrival,
  BookingDetailResponse,
  Payment,
} from '@arrendo/contracts/web';

// Fixtures and a fetch stub for the trips, host bookings and payments page tests. The shared
// `stubApi` keys routes without the query string; these pages differ by `?tab=` and `?cursor=`,
// so this one hands the query to the handler and records it.

export const GUEST_ID = '00000000-0000-4000-8000-000000000001';
export const HOST_ID = '00000000-0000-4000-8000-000000000002';
export const BOOKING_ID = '11111111-1111-4111-8111-111111111111';
export const PROPERTY_ID = '22222222-2222-4222-8222-222222222222';

export function fakeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    propertyId: PROPERTY_ID,
    guestId: GUEST_ID,
    hostId: HOST_ID,
    status: 'confirmed',
    kind: 'stay',
    guests: 2,
    checkIn: '2099-03-12',
    checkOut: '2099-03-15',
    date: null,
    startTime: null,
    hours: null,
    timeZone: 'America/Santiago',
    startsAt: '2099-03-12T18:00:00.000Z',
    endsAt: '2099-03-15T14:00:00.000Z',
    expiresAt: null,
    listing: {
      title: 'Casa en Pucón',
      location: 'Pucón, Araucanía',
      listingType: 'home',
      coverUrl: null,
      refundPolicy: 'flexible',
      instantBook: true,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    quote: {
      propertyId: PROPERTY_ID,
      kind: 'stay',
      unit: 'day',
      units: 3,
      unitPrice: { amount: 30000, currency: 'CLP' },
      subtotal: { amount: 90000, currency: 'CLP' },
      extraFees: [{ name: 'Cleaning', amount: { amount: 10000, currency: 'CLP' } }],
      base: { amount: 100000, currency: 'CLP' },
      serviceFeePercent: 10,
      serviceFee: { amount: 10000, currency: 'CLP' },
      vatPercent: 19,
      vat: { amount: 1900, currency: 'CLP' },
      total: { amount: 111900, currency: 'CLP' },
      display: { currency: 'CLP', rate: 1, ratesAt: null },
    },
    payment: {
      state: 'paid',
      provider: 'stripe',
      paid: { amount: 111900, currency: 'CLP' },
      refunded: { amount: 0, currency: 'CLP' },
    },
    cancellation: null,
    confirmedAt: '2099-01-02T10:00:00.000Z',
    createdAt: '2099-01-02T09:58:00.000Z',
    updatedAt: '2099-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function fakePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    bookingId: BOOKING_ID,
    guestId: GUEST_ID,
    hostId: HOST_ID,
    provider: 'stripe',
    method: 'card',
    status: 'succeeded',
    amount: { amount: 111900, currency: 'CLP' },
    baseAmount: { amount: 100000, currency: 'CLP' },
    platformFee: { amount: 10000, currency: 'CLP' },
    vatAmount: { amount: 1900, currency: 'CLP' },
    refundedAmount: { amount: 0, currency: 'CLP' },
    failureMessage: null,
    createdAt: '2099-01-02T09:59:00.000Z',
    updatedAt: '2099-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeDetail(
  booking: Booking = fakeBooking(),
  payments: Payment[] = [fakePayment()],
  arrival: BookingArrival | null = null,
): BookingDetailResponse {
  return {
    booking,
    payments,
    arrival,
    counterpart: {
      id: HOST_ID,
      firstName: 'Marta',
      displayName: 'Marta',
      avatarUrl: null,
    },
  };
}

export interface QueryCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Handler = (call: QueryCall) => Answer | Promise<Answer>;

/** Like the shared `stubApi`, with the query string parsed and given to the handler. */
export function stubApiWithQuery(routes: Record<string, Handler | Answer>): QueryCall[] {
  const calls: QueryCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, query: Object.fromEntries(url.searchParams), body };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const answer: Answer = route
        ? typeof route === 'function'
          ? await route(call)
          : route
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}
