import type { HostDashboardResponse, ListingSummary } from '@arrendo/contracts/web';
import type { DashboardBooking, DashboardDay, DashboardGuests } from './api';

// Answers of the dashboard's API for the component tests.

export const GUEST_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_GUEST_ID = '00000000-0000-4000-8000-000000000003';
export const PROPERTY_ID = '22222222-2222-4222-8222-222222222222';

export const GUESTS: DashboardGuests = {
  [GUEST_ID]: { id: GUEST_ID, firstName: 'Ana', displayName: 'Ana P.', avatarUrl: null },
  [OTHER_GUEST_ID]: {
    id: OTHER_GUEST_ID,
    firstName: 'Luis',
    displayName: 'Luis R.',
    avatarUrl: null,
  },
};

let sequence = 0;

/** A booking id unique in the test run (`…-4000-8000-…` so it passes as a UUID). */
function nextId(): string {
  sequence += 1;
  return `33333333-3333-4333-8333-${String(sequence).padStart(12, '0')}`;
}

export function fakeStay(overrides: Partial<DashboardBooking> = {}): DashboardBooking {
  return {
    id: nextId(),
    propertyId: PROPERTY_ID,
    title: 'Loft in Lastarria',
    guestId: GUEST_ID,
    kind: 'stay',
    status: 'confirmed',
    guests: 2,
    checkIn: '2026-04-14',
    checkOut: '2026-04-17',
    date: null,
    startTime: null,
    hours: null,
    earningsClp: 135_000,
    ...overrides,
  };
}

export function fakeSession(overrides: Partial<DashboardBooking> = {}): DashboardBooking {
  return fakeStay({
    title: 'Recording studio',
    guestId: OTHER_GUEST_ID,
    kind: 'hourly',
    guests: 4,
    checkIn: null,
    checkOut: null,
    date: '2026-04-15',
    startTime: '14:30',
    hours: 3,
    earningsClp: 60_000,
    ...overrides,
  });
}

/** A calendar day: `bookings` shown, `count` in all (more than three gives '+N more'). */
export function fakeDay(date: string, bookings: DashboardBooking[], count = bookings.length) {
  return { date, count, bookings } satisfies DashboardDay;
}

export function fakeDashboard(
  overrides: Partial<HostDashboardResponse> = {},
): HostDashboardResponse {
  return {
    month: '2026-04',
    monthRevenueClp: 1_250_000,
    totalRevenueClp: 9_800_000,
    upcomingCount: 7,
    occupancyPercent: 42,
    revenueByMonth: Array.from({ length: 12 }, (_, i) => ({
      month: `${i < 8 ? 2025 : 2026}-${String(((i + 4) % 12) + 1).padStart(2, '0')}`,
      revenueClp: 100_000 * (i + 1),
    })),
    days: [],
    guests: GUESTS,
    ...overrides,
  };
}

export function fakeListing(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: PROPERTY_ID,
    status: 'published',
    listingType: 'home',
    title: 'Loft in Lastarria',
    location: 'Santiago Centro, Santiago',
    price: { amount: 45_000, currency: 'CLP' },
    priceUnit: 'day',
    cover: null,
    photoCount: 6,
    problemCount: 0,
    updatedAt: '2026-03-20T12:00:00.000Z',
    publishedAt: '2026-03-20T12:00:00.000Z',
    ...overrides,
  };
}
