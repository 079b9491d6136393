import type { HostPayoutLine, HostPayoutsResponse } from '@arrendo/contracts/web';

// Answers of `GET /api/payouts/ledger` for the component tests.

export const PAYOUT_ID = '55555555-5555-4555-8555-555555555555';
export const FAILED_PAYOUT_ID = '66666666-6666-4666-8666-666666666666';
export const LINE_BOOKING_ID = '11111111-1111-4111-8111-111111111111';
export const LINE_PROPERTY_ID = '22222222-2222-4222-8222-222222222222';

export function fakeLine(overrides: Partial<HostPayoutLine> = {}): HostPayoutLine {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    kind: 'booking',
    bookingId: LINE_BOOKING_ID,
    propertyId: LINE_PROPERTY_ID,
    listingTitle: 'Casa en Pucón',
    startsAt: '2099-03-12T18:00:00.000Z',
    endsAt: '2099-03-15T14:00:00.000Z',
    amount: 100000,
    releaseAt: '2099-03-13T18:00:00.000Z',
    status: 'pending',
    payoutId: null,
    failureReason: null,
    note: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function fakeLedger(overrides: Partial<HostPayoutsResponse> = {}): HostPayoutsResponse {
  return {
    currency: 'CLP',
    method: 'bank_transfer',
    totals: { upcoming: 100000, ready: 0, scheduled: 0, paid: 0 },
    lines: [fakeLine()],
    payouts: [],
    ...overrides,
  };
}
