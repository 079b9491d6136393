import {
  addDays,
  type HostPerformanceResponse,
  type PerformanceFigures,
  type PerformanceListing,
  type PerformanceRangeDays,
} from '@arrendo/contracts/web';

// Answers of the performance API for the component tests.

export const LOFT_ID = '22222222-2222-4222-8222-222222222222';
export const STUDIO_ID = '44444444-4444-4444-8444-444444444444';

export function fakeFigures(overrides: Partial<PerformanceFigures> = {}): PerformanceFigures {
  return {
    views: 1234,
    saves: 56,
    requests: 8,
    confirmed: 5,
    responseDue: 4,
    answered: 4,
    answeredInTime: 3,
    conversion: 5 / 1234,
    responseRate: 0.75,
    ...overrides,
  };
}

export function fakePerformanceListing(
  overrides: Partial<PerformanceListing> = {},
): PerformanceListing {
  return {
    id: LOFT_ID,
    title: 'Loft in Lastarria',
    listingType: 'home',
    status: 'published',
    deleted: false,
    figures: fakeFigures(),
    ...overrides,
  };
}

/** The period ends on 15 April 2026 (the tests' device date). */
export function fakePerformance(
  days: PerformanceRangeDays = 30,
  overrides: Partial<HostPerformanceResponse> = {},
): HostPerformanceResponse {
  const to = '2026-04-15';
  const from = addDays(to, -(days - 1));
  return {
    days,
    from,
    to,
    listingId: null,
    figures: fakeFigures(),
    series: Array.from({ length: days }, (_, i) => ({
      date: addDays(from, i),
      views: i === days - 1 ? 40 : 1,
      saves: i % 10 === 0 ? 1 : 0,
      requests: i === days - 1 ? 2 : 0,
      confirmed: i === days - 1 ? 1 : 0,
    })),
    listings: [
      fakePerformanceListing(),
      fakePerformanceListing({
        id: STUDIO_ID,
        title: 'Recording studio',
        listingType: 'experience',
        figures: fakeFigures({
          views: 0,
          saves: 0,
          requests: 0,
          confirmed: 0,
          responseDue: 0,
          answered: 0,
          answeredInTime: 0,
          conversion: null,
          responseRate: null,
        }),
      }),
    ],
    ...overrides,
  };
}
