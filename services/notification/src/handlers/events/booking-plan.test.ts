import { describe, expect, it } from 'vitest';
import type { Booking, BookingCancelledEvent, CancellationReason } from '@arrendo/contracts';
import { bookingDetails, planCancelled, planConfirmed, planRequested } from './booking-plan.js';

const GUEST = '0b8f5f5e-2d8a-4d0c-9a4e-3f7f1d2c6b11';
const HOST = '4f0e8f86-6a43-4f36-9a1f-0b6f2f1c9f10';
const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: '7c1e2f4a-9b8d-4c3e-8f10-2a3b4c5d6e7f',
  propertyId: 'f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
  guestId: GUEST,
  hostId: HOST,
  status: 'confirmed',
  kind: 'hourly',
  guests: 4,
  checkIn: null,
  checkOut: null,
  date: '2026-12-05',
  startTime: '10:00',
  hours: 3,
  timeZone: 'America/Santiago',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T16:00:00.000Z',
  expiresAt: null,
  listing: {
    title: 'Estudio de fotografía',
    location: 'Santiago',
    listingType: 'experience',
    coverUrl: null,
    refundPolicy: 'flexible',
    instantBook: true,
    checkInTime: null,
    checkOutTime: null,
  },
  quote: {
    propertyId: 'f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
    kind: 'hourly',
    unit: 'hour',
    units: 3,
    unitPrice: clp(20_000),
    subtotal: clp(60_000),
    extraFees: [{ name: 'Limpieza', amount: clp(5_000) }],
    base: clp(65_000),
    serviceFeePercent: 10,
    serviceFee: clp(6_500),
    vatPercent: 19,
    vat: clp(1_235),
    total: clp(72_735),
    display: { currency: 'CLP', rate: 1, ratesAt: null },
  },
  payment: { state: 'paid', provider: 'dev', paid: clp(72_735), refunded: clp(0) },
  cancellation: null,
  confirmedAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-20T11:50:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

const slot = {
  bookingId: '7c1e2f4a-9b8d-4c3e-8f10-2a3b4c5d6e7f',
  propertyId: 'f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
  startsAt: '2026-12-05T13:00:00.000Z',
  endsAt: '2026-12-05T16:00:00.000Z',
};

const names = { firstName: 'X', otherName: 'Y' };
const summary = (plan: ReturnType<typeof planCancelled>) =>
  plan.messages.map((m) => ({
    to: m.recipient === GUEST ? 'guest' : 'host',
    email: m.email,
    template: m.build(names).template,
  }));

describe('booking details for the messages', () => {
  it('copies what the emails show: title, local slot, time zone, total and the host’s base', () => {
    expect(bookingDetails(booking())).toEqual({
      bookingId: slot.bookingId,
      listingTitle: 'Estudio de fotografía',
      kind: 'hourly',
      checkIn: null,
      checkOut: null,
      checkInTime: null,
      checkOutTime: null,
      date: '2026-12-05',
      startTime: '10:00',
      hours: 3,
      timeZone: 'America/Santiago',
      guests: 4,
      total: 72_735,
      hostEarnings: 65_000,
    });
  });
});

describe('who hears what', () => {
  it('requested: the guest (what their card holds) and the host, each with the deadline', () => {
    const plan = planRequested(
      { ...slot, guestId: GUEST, hostId: HOST, expiresAt: '2026-11-21T12:00:00.000Z' },
      booking({ status: 'requested', confirmedAt: null }),
    );
    expect(plan.kind).toBe('requested');
    expect(summary(plan)).toEqual([
      { to: 'guest', email: true, template: 'booking-request-sent' },
      { to: 'host', email: true, template: 'booking-request' },
    ]);
    expect(plan.messages[0]?.build(names)).toMatchObject({
      hostName: 'Y',
      respondBy: '2026-11-21T12:00:00.000Z',
      authorized: false,
    });
    expect(plan.messages[1]?.build(names)).toMatchObject({
      guestName: 'Y',
      respondBy: '2026-11-21T12:00:00.000Z',
    });
    const authorised = planRequested(
      { ...slot, guestId: GUEST, hostId: HOST, expiresAt: '2026-11-21T12:00:00.000Z' },
      booking({
        status: 'requested',
        confirmedAt: null,
        payment: { state: 'authorized', provider: 'stripe', paid: clp(85_085), refunded: clp(0) },
      }),
    );
    expect(authorised.messages[0]?.build(names)).toMatchObject({ authorized: true });
  });

  it('confirmed: guest and host; accepted: the guest only', () => {
    const instant = planConfirmed({ ...slot, guestId: GUEST, hostId: HOST }, booking());
    expect(summary(instant)).toEqual([
      { to: 'guest', email: true, template: 'booking-confirmed' },
      { to: 'host', email: true, template: 'booking-new' },
    ]);
    const accepted = planConfirmed({ ...slot, guestId: GUEST, accepted: true }, booking());
    expect(summary(accepted)).toEqual([{ to: 'guest', email: true, template: 'booking-accepted' }]);
  });

  const cancelled = (
    reason: CancellationReason | undefined,
    over: Partial<Booking> = {},
    event: Partial<BookingCancelledEvent> = {},
  ) =>
    planCancelled(
      {
        ...slot,
        by: 'guest',
        ...(reason ? { reason } : {}),
        refund: clp(reason === 'guest_cancelled' ? 36_368 : 72_735),
        ...event,
      },
      booking({ status: 'cancelled', ...over }),
    );

  it('cancelled: the right people by reason, the host who declined in the app only', () => {
    expect(summary(cancelled('guest_cancelled'))).toEqual([
      { to: 'guest', email: true, template: 'booking-cancelled' },
      { to: 'host', email: true, template: 'booking-cancelled' },
    ]);
    expect(summary(cancelled('host_cancelled')).map((m) => m.to)).toEqual(['guest', 'host']);
    expect(summary(cancelled('request_expired', { confirmedAt: null }))).toEqual([
      { to: 'guest', email: true, template: 'booking-cancelled' },
      { to: 'host', email: true, template: 'booking-cancelled' },
    ]);
    expect(summary(cancelled('host_declined', { confirmedAt: null }))).toEqual([
      { to: 'guest', email: true, template: 'booking-cancelled' },
      { to: 'host', email: false, template: 'booking-cancelled' },
    ]);
    expect(summary(cancelled('slot_lost', { confirmedAt: null })).map((m) => m.to)).toEqual([
      'guest',
    ]);
    expect(summary(cancelled('slot_unavailable', { confirmedAt: null }))).toEqual([
      { to: 'guest', email: true, template: 'booking-cancelled' },
    ]);
    // A request of a listing its host took off the market: the guest by email, the host in the app.
    expect(summary(cancelled('listing_withdrawn', { confirmedAt: null }))).toEqual([
      { to: 'guest', email: true, template: 'booking-cancelled' },
      { to: 'host', email: false, template: 'booking-cancelled' },
    ]);
    // An unpaid checkout hold of it: nobody was charged, the checkout page says so.
    const unpaid = { state: 'unpaid' as const, provider: null, paid: clp(0), refunded: clp(0) };
    expect(
      summary(
        cancelled('listing_withdrawn', { confirmedAt: null, payment: unpaid }, { refund: clp(0) }),
      ),
    ).toEqual([]);
  });

  it('cancelled: carries the refund, what was paid, and whether it was still a request', () => {
    const [toGuest] = cancelled('guest_cancelled').messages;
    expect(toGuest?.build(names)).toMatchObject({
      audience: 'guest',
      reason: 'guest_cancelled',
      otherName: 'Y',
      paid: 72_735,
      refund: 36_368,
      wasRequest: false,
    });
    const withdrawn = cancelled('guest_cancelled', {
      confirmedAt: null,
      payment: { state: 'authorized', provider: 'dev', paid: clp(0), refunded: clp(0) },
    });
    expect(withdrawn.messages).toHaveLength(2);
    expect(withdrawn.messages[1]?.build(names)).toMatchObject({
      audience: 'host',
      wasRequest: true,
    });
  });

  it('an unpaid hold the guest dropped plans nothing', () => {
    const plan = cancelled(
      'guest_cancelled',
      {
        confirmedAt: null,
        payment: { state: 'unpaid', provider: null, paid: clp(0), refunded: clp(0) },
      },
      { refund: clp(0) },
    );
    expect(plan.messages).toEqual([]);
  });

  it('without a reason on the event, the booking’s cancellation (or who did it) decides', () => {
    const fromBooking = cancelled(undefined, {
      cancellation: {
        by: 'host',
        reason: 'host_cancelled',
        at: '2026-11-25T12:00:00.000Z',
        refundPercent: 100,
        refund: clp(72_735),
      },
    });
    expect(fromBooking.facts).toMatchObject({ reason: 'host_cancelled', refund: 72_735 });
    const fromBy = cancelled(undefined, {}, { by: 'host' });
    expect(fromBy.facts).toMatchObject({ reason: 'host_cancelled' });
  });
});
