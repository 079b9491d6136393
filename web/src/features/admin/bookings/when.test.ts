import { describe, expect, it } from 'vitest';
import { bookingWhen, shortCode } from './when';

describe('bookingWhen', () => {
  it('shows a stay as its check-in and check-out dates, whatever the reader’s zone', () => {
    const stay = {
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      date: null,
      startTime: null,
      hours: null,
    };
    expect(bookingWhen(stay, 'en')).toBe('Feb 1, 2027 – Feb 3, 2027');
  });

  it('shows an hourly booking as its date, start and length', () => {
    const hourly = {
      checkIn: null,
      checkOut: null,
      date: '2027-02-01',
      startTime: '10:00',
      hours: 3,
    };
    expect(bookingWhen(hourly, 'en')).toBe('Feb 1, 2027 10:00 (3 h)');
  });

  it('shortens an id to its code', () => {
    expect(shortCode('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3f2a9c1e');
  });
});
