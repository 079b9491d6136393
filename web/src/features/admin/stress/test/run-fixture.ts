import type { StressMetrics, StressRun } from '@arrendo/contracts/web';

// Runs for the unit tests (never imported by the app).

const trend = (p50: number | null, p95: number | null, p99: number | null) => ({
  avg: p50,
  min: p50,
  max: p99,
  'p(50)': p50,
  'p(95)': p95,
  'p(99)': p99,
});

export function metrics(overrides: Partial<StressMetrics> = {}): StressMetrics {
  return {
    http_reqs: { count: 200, rate: 20 },
    http_req_duration: trend(40, 120, 180),
    http_req_failed: { rate: 0, trues: 0, total: 200 },
    iterations: { count: 50, rate: 5 },
    vus: 5,
    ...overrides,
  };
}

export function bookingRun(overrides: Partial<StressRun> = {}): StressRun {
  return {
    id: '0b8f3a52-6d1e-4c1f-9a63-2f1d4c7e8a10',
    kind: 'booking',
    params: {
      scenario: 'booking-contention',
      vus: 5,
      durationSeconds: 10,
      rampSeconds: 2,
      target: { listingType: 'home' },
    },
    engine: 'node',
    status: 'completed',
    phase: null,
    startedBy: { userId: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' },
    createdAt: '2026-11-29T17:00:00.000Z',
    startedAt: '2026-11-29T17:00:01.000Z',
    finishedAt: '2026-11-29T17:00:15.000Z',
    progress: null,
    result: {
      passed: true,
      metrics: metrics(),
      thresholds: [
        { metric: 'http_req_duration', expression: 'p(95)<800', ok: true },
        { metric: 'http_req_failed', expression: 'rate<0.01', ok: true },
      ],
      statuses: { '201': 10, '409': 40 },
      booking: {
        slotsContested: 10,
        slotsWithOneWinner: 10,
        slotsWithNoWinner: 0,
        slotsWithSeveralWinners: 0,
        doubleBookings: { listingsChecked: 1, overlaps: 0, liveReservations: 10 },
      },
    },
    error: null,
    samples: [],
    slots: [],
    ...overrides,
  };
}

export function messageRun(overrides: Partial<StressRun> = {}): StressRun {
  const base = bookingRun();
  return {
    ...base,
    id: '7c2e9d41-0a3b-4e5f-8a9b-1c2d3e4f5a6b',
    kind: 'messages',
    params: { scenario: 'message-delivery', vus: 2, durationSeconds: 6, rampSeconds: 1 },
    result: {
      passed: true,
      metrics: metrics({ message_delivery_duration: trend(15, 30, 45) }),
      thresholds: [],
      statuses: { '201': 100 },
    },
    ...overrides,
  };
}
