import type {
  BookingHistory,
  NotificationAdminBooking,
  PaymentAdminBooking,
} from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { composeTimeline } from './admin-booking-timeline.js';

const BOOKING = '11111111-1111-4111-8111-111111111111';
const PAYMENT = '22222222-2222-4222-8222-222222222222';
const GUEST = '33333333-3333-4333-8333-333333333333';
const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

const step = (at: string, kind: BookingHistory['entries'][number]['kind']) => ({
  at,
  kind,
  by: null,
  reason: null,
  refund: null,
  actorId: null,
  note: null,
});

const history: BookingHistory = {
  bookingId: BOOKING,
  entries: [
    step('2027-01-10T12:00:00.000Z', 'held'),
    // Same instant as the capture and the webhook: booking first.
    step('2027-01-10T12:03:00.000Z', 'confirmed'),
    {
      ...step('2027-01-11T09:00:00.000Z', 'cancelled'),
      by: 'system',
      reason: 'admin_cancelled',
      refund: clp(40_000),
      actorId: GUEST,
      note: 'Host asked us to',
    },
  ],
};

const money: PaymentAdminBooking = {
  bookingId: BOOKING,
  payments: [
    {
      id: PAYMENT,
      bookingId: BOOKING,
      guestId: GUEST,
      hostId: GUEST,
      provider: 'dev',
      method: 'card',
      status: 'succeeded',
      amount: clp(100_000),
      baseAmount: clp(84_034),
      platformFee: clp(8_403),
      vatAmount: clp(1_597),
      refundedAmount: clp(40_000),
      failureMessage: null,
      createdAt: '2027-01-10T12:01:00.000Z',
      updatedAt: '2027-01-11T09:00:05.000Z',
      attempt: 1,
      authorizedAt: null,
      // Another offset for the same kind of instant: compared as instants.
      capturedAt: '2027-01-10T09:03:00.000-03:00',
      failedAt: null,
      cancelledAt: null,
    },
  ],
  refunds: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      paymentId: PAYMENT,
      amount: clp(40_000),
      status: 'succeeded',
      createdAt: '2027-01-11T09:00:02.000Z',
    },
  ],
  webhooks: [
    {
      provider: 'dev',
      eventId: 'evt_1',
      type: 'payment.succeeded',
      paymentId: PAYMENT,
      receivedAt: '2027-01-10T12:03:00.000Z',
    },
  ],
  payoutLines: [],
};

const sent: NotificationAdminBooking = {
  bookingId: BOOKING,
  notifications: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      userId: GUEST,
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      createdAt: '2027-01-10T12:03:01.000Z',
    },
  ],
  emails: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      jobId: `booking-confirmed-${BOOKING}-${GUEST}`,
      to: 'guest@example.com',
      subject: 'Confirmed',
      template: 'booking-confirmed',
      locale: 'en',
      transport: 'log',
      status: 'sent',
      error: null,
      createdAt: '2027-01-10T12:03:01.500Z',
      sentAt: '2027-01-10T12:03:02.000Z',
    },
  ],
};

describe('composeTimeline', () => {
  it('puts the three sources in time order, booking before money before news at one instant', () => {
    const { entries, missing } = composeTimeline(history, money, sent);
    expect(missing).toEqual([]);
    expect(entries.map((e) => e.kind)).toEqual([
      'booking.held',
      'payment.started',
      'booking.confirmed',
      'payment.captured',
      'payment.webhook',
      'notification.inApp',
      'notification.email',
      'booking.cancelled',
      'payment.refund',
    ]);
    const cancelled = entries.find((e) => e.kind === 'booking.cancelled');
    expect(cancelled?.fields).toEqual({
      by: 'system',
      reason: 'admin_cancelled',
      refund: 40_000,
      admin: GUEST,
      note: 'Host asked us to',
    });
    expect(entries.find((e) => e.kind === 'payment.refund')?.fields).toEqual({
      amount: 40_000,
      status: 'succeeded',
    });
    // The email is placed when it was sent, not when it was queued.
    expect(entries.find((e) => e.kind === 'notification.email')?.at).toBe(
      '2027-01-10T12:03:02.000Z',
    );
  });

  it('names the sources that did not answer and keeps the booking steps', () => {
    const { entries, missing } = composeTimeline(history, null, null);
    expect(missing).toEqual(['payment', 'notification']);
    expect(entries.map((e) => e.source)).toEqual(['booking', 'booking', 'booking']);
  });
});
