import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';
import type { BookingDetails, BookingEmail } from './booking.js';

// Decision 0050: an admin's cancellation is told as Arrendo's, with the refund the admin chose.

const stay: BookingDetails = {
  bookingId: '7c1e2f4a-9b8d-4c3e-8f10-2a3b4c5d6e7f',
  listingTitle: 'Cabaña en Pucón',
  kind: 'stay',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  date: null,
  startTime: null,
  hours: null,
  timeZone: 'America/Santiago',
  guests: 2,
  total: 111_900,
  hostEarnings: 100_000,
};

const cancelled = (over: Partial<Extract<BookingEmail, { template: 'booking-cancelled' }>>) =>
  EmailTemplateData.parse({
    template: 'booking-cancelled',
    firstName: 'Ana',
    audience: 'guest',
    reason: 'admin_cancelled',
    otherName: 'Camila',
    booking: stay,
    paid: 111_900,
    refund: 12_345,
    wasRequest: false,
    ...over,
  });

const ctx = (locale: 'en' | 'es') => ({ locale, appUrl: 'https://arrendo.test' });

describe('booking-cancelled by an admin', () => {
  it('tells the guest support cancelled, with the chosen refund', () => {
    const en = renderEmail(cancelled({}), ctx('en'));
    expect(en.subject).toBe('Arrendo cancelled your booking at Cabaña en Pucón');
    expect(en.text).toContain('Our support team cancelled your booking');
    expect(en.text).toContain("We're refunding CLP$12,345");
    expect(en.text).not.toContain('Your host');
    const es = renderEmail(cancelled({}), ctx('es'));
    expect(es.subject).toBe('Arrendo canceló tu reserva en Cabaña en Pucón');
  });

  it('says no refund without blaming the policy', () => {
    const none = renderEmail(cancelled({ refund: 0 }), ctx('en'));
    expect(none.text).toContain('No refund is given for this cancellation.');
    expect(none.text).not.toContain('cancellation policy');
  });

  it('tells the host the guest’s refund, not a full one', () => {
    const host = renderEmail(cancelled({ audience: 'host', otherName: 'Ana' }), ctx('en'));
    expect(host.subject).toBe('Arrendo cancelled a booking at Cabaña en Pucón');
    expect(host.text).toContain('Our support team cancelled the booking from Ana');
    expect(host.text).toContain('The guest is refunded CLP$12,345.');
    expect(host.text).not.toContain('full refund');
    const es = renderEmail(cancelled({ audience: 'host', refund: 0 }), ctx('es'));
    expect(es.text).toContain('El huésped no recibe reembolso.');
  });
});
