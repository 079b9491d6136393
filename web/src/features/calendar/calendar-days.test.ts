import { describe, expect, it } from 'vitest';
import type { HostCalendar } from '@arrendo/contracts/web';
import { applyRange, dayState, halfHours, monthBounds, rangeOf } from './calendar-days';
import { monthGrid } from '@/lib/month-grid';

const calendar: HostCalendar = {
  propertyId: '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
  timeZone: 'America/Santiago',
  today: '2026-11-23',
  horizonEnd: '2027-05-23',
  rules: { blockedWeekdays: [7], openingHours: [{ weekday: 1, open: '09:00', close: '18:00' }] },
  blocks: [
    {
      id: '0f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
      start: '2026-11-25',
      end: '2026-11-27',
      note: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  importedBlocks: [],
  bookings: [
    {
      id: '1f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10',
      status: 'confirmed',
      startsAt: '2026-12-01T03:00:00.000Z',
      endsAt: '2026-12-03T03:00:00.000Z',
      start: '2026-12-01',
      end: '2026-12-03',
      guests: 2,
    },
  ],
};

describe('calendar days', () => {
  it('lays a month out in weeks starting on Monday', () => {
    const days = monthGrid('2026-11-01');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days.length % 7).toBe(0);
  });

  it('limits navigation to this month through the horizon month', () => {
    expect(monthBounds(calendar)).toEqual({ first: '2026-11-01', last: '2027-05-01' });
  });

  it('gives each day its state', () => {
    expect(dayState('2026-11-22', calendar, 'home')).toBe('past');
    expect(dayState('2027-05-23', calendar, 'home')).toBe('beyond');
    expect(dayState('2026-12-02', calendar, 'home')).toBe('booked');
    expect(dayState('2026-12-03', calendar, 'home')).toBe('free');
    expect(dayState('2026-11-26', calendar, 'home')).toBe('blocked');
    expect(dayState('2026-11-29', calendar, 'home')).toBe('weekly');
    expect(dayState('2026-11-24', calendar, 'home')).toBe('free');
    expect(dayState('2026-11-24', calendar, 'experience')).toBe('closed');
    expect(dayState('2026-11-30', calendar, 'experience')).toBe('free');
  });

  it('orders a picked range and makes it half-open', () => {
    expect(rangeOf('2026-12-10', '2026-12-05')).toEqual({ start: '2026-12-05', end: '2026-12-11' });
  });

  it('offers half hours from 00:00 to 24:00', () => {
    const times = halfHours();
    expect(times[0]).toBe('00:00');
    expect(times[1]).toBe('00:30');
    expect(times.at(-1)).toBe('24:00');
    expect(times).toHaveLength(49);
  });

  it('applies a block or unblock optimistically', () => {
    const unblocked = applyRange(calendar, { start: '2026-11-25', end: '2026-11-26' }, 'unblock');
    expect(unblocked.blocks.map((b) => [b.start, b.end])).toEqual([['2026-11-26', '2026-11-27']]);
    const blocked = applyRange(calendar, { start: '2026-12-10', end: '2026-12-12' }, 'block');
    expect(blocked.blocks.map((b) => [b.start, b.end])).toEqual([
      ['2026-11-25', '2026-11-27'],
      ['2026-12-10', '2026-12-12'],
    ]);
  });
});
