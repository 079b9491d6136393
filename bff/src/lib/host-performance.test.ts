import { describe, expect, it } from 'vitest';
import { combinePerformance, figuresOf, performanceSpan } from './host-performance.js';

const LOFT = '11111111-1111-4111-8111-111111111111';
const STUDIO = '22222222-2222-4222-8222-222222222222';

const listing = (id: string, views: number, saves: number) => ({
  id,
  title: id === LOFT ? 'Loft' : 'Studio',
  listingType: 'home' as const,
  status: 'published' as const,
  deleted: false,
  views,
  saves,
});
const booked = (over: Partial<Record<string, number>> = {}) => ({
  requests: 0,
  confirmed: 0,
  responseDue: 0,
  answered: 0,
  answeredInTime: 0,
  ...over,
});

describe('performanceSpan', () => {
  it('ends today in Santiago and holds exactly the days asked for', () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3).
    const now = new Date('2026-03-01T02:00:00Z');
    expect(performanceSpan(30, now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(performanceSpan(365, new Date('2026-12-31T15:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});

describe('figuresOf', () => {
  const counts = {
    views: 40,
    saves: 3,
    requests: 4,
    confirmed: 2,
    responseDue: 3,
    answered: 2,
    answeredInTime: 1,
  };

  it('converts confirmed bookings per view and answers in time per answer due', () => {
    expect(figuresOf(counts)).toMatchObject({ conversion: 0.05, responseRate: 1 / 3 });
  });

  it('has no conversion without views and no response rate without an answer due', () => {
    expect(figuresOf({ ...counts, views: 0 }).conversion).toBeNull();
    expect(
      figuresOf({ ...counts, responseDue: 0, answered: 0, answeredInTime: 0 }).responseRate,
    ).toBeNull();
  });
});

describe('combinePerformance', () => {
  const span = { from: '2026-04-01', to: '2026-04-03' };
  const combined = combinePerformance({
    days: 30,
    span,
    listingId: null,
    activity: {
      listings: [listing(LOFT, 5, 1), listing(STUDIO, 2, 0)],
      days: [
        { date: '2026-04-01', views: 4, saves: 1 },
        { date: '2026-04-03', views: 3, saves: 0 },
      ],
    },
    bookings: {
      listings: [
        {
          propertyId: LOFT,
          ...booked({ requests: 2, confirmed: 1, responseDue: 2, answered: 2, answeredInTime: 1 }),
        },
      ],
      days: [
        {
          date: '2026-04-02',
          ...booked({ requests: 2, confirmed: 1, responseDue: 2, answered: 2, answeredInTime: 1 }),
        },
      ],
    },
  });

  it('gives every date of the period, with zeros where nothing happened', () => {
    expect(combined.series).toEqual([
      { date: '2026-04-01', views: 4, saves: 1, requests: 0, confirmed: 0 },
      { date: '2026-04-02', views: 0, saves: 0, requests: 2, confirmed: 1 },
      { date: '2026-04-03', views: 3, saves: 0, requests: 0, confirmed: 0 },
    ]);
    expect(combined).toMatchObject({ days: 30, from: span.from, to: span.to, listingId: null });
  });

  it('adds the selection’s figures up from the same dates as the chart', () => {
    expect(combined.figures).toEqual({
      views: 7,
      saves: 1,
      requests: 2,
      confirmed: 1,
      responseDue: 2,
      answered: 2,
      answeredInTime: 1,
      conversion: 1 / 7,
      responseRate: 0.5,
    });
  });

  it('gives each listing its own figures, in the listing service’s order', () => {
    expect(combined.listings.map((l) => l.id)).toEqual([LOFT, STUDIO]);
    expect(combined.listings[0]?.figures).toMatchObject({
      views: 5,
      requests: 2,
      confirmed: 1,
      conversion: 0.2,
      responseRate: 0.5,
    });
    // A listing without requests: no rate, and no conversion to speak of beyond zero.
    expect(combined.listings[1]?.figures).toMatchObject({
      views: 2,
      requests: 0,
      conversion: 0,
      responseRate: null,
    });
  });
});
