import type { ScenarioDefinition } from './definition.js';

/**
 * Every virtual user is a guest of its own; at its n-th iteration each one asks for the run's
 * n-th slot of the run's listing, so all of them race for the same slots and exactly one may
 * win each (201); the others lose it (409, expected). Pacing: one hold per user every 6 s, the
 * BFF's 10 holds per user per minute (`RATE_LIMIT_BOOKINGS_PER_USER`).
 */
export const bookingContention: ScenarioDefinition = {
  id: 'booking-contention',
  kind: 'booking',
  summary: 'Guests race for the same slots of one listing: one winner per slot, no double booking.',
  defaults: { vus: 10, durationSeconds: 30, rampSeconds: 5 },
  thresholds: { p95Ms: 1500, errorRate: 0.05 },
  targets: ['home', 'experience'],
  pacingSeconds: 6,
  steps: [
    {
      name: 'POST /api/bookings',
      method: 'POST',
      path: '/api/bookings',
      body: 'slot',
      expectedStatuses: [201, 409],
    },
  ],
  measuresDelivery: false,
};
