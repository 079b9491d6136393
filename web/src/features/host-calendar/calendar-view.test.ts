// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarView, viewBounds } from './calendar-view';
import { chooseListing } from './listing-choice';
import { fakeListing } from '@/features/host-dashboard/test-support';

// The listing's today (from its calendar) and its horizon, six months on.
const calendar = { today: '2026-04-15', horizonEnd: '2026-10-15' };

describe('the calendar’s month and day', () => {
  it('goes from the listing’s this month to the horizon’s', () => {
    expect(viewBounds(calendar)).toEqual({ first: '2026-04', last: '2026-10' });
    // The horizon's own day is not bookable: a horizon on the 1st ends with the month before.
    expect(viewBounds({ today: '2026-04-15', horizonEnd: '2026-11-01' }).last).toBe('2026-10');
  });

  it('shows this month and today by default', () => {
    expect(calendarView({}, calendar)).toEqual({
      month: '2026-04',
      date: '2026-04-15',
      thisMonth: '2026-04',
      previous: null,
      next: '2026-05',
    });
  });

  it('shows the address’s month from its first day, and its day when in it', () => {
    expect(calendarView({ month: '2026-06' }, calendar)).toMatchObject({
      month: '2026-06',
      date: '2026-06-01',
      previous: '2026-05',
      next: '2026-07',
    });
    expect(calendarView({ month: '2026-06', date: '2026-06-20' }, calendar).date).toBe(
      '2026-06-20',
    );
    // A day alone names its month; a day of another month than the address's is not selected.
    expect(calendarView({ date: '2026-07-04' }, calendar).month).toBe('2026-07');
    expect(calendarView({ month: '2026-06', date: '2026-07-04' }, calendar).date).toBe(
      '2026-06-01',
    );
    expect(calendarView({ month: '2026-10' }, calendar).next).toBeNull();
  });

  it('falls back to this month for a month the calendar does not have', () => {
    for (const month of ['2026-03', '2026-11', '2030-01']) {
      expect(calendarView({ month }, calendar).month, month).toBe('2026-04');
    }
    expect(calendarView({ date: '2025-12-24' }, calendar)).toMatchObject({
      month: '2026-04',
      date: '2026-04-15',
    });
  });
});

describe('whose calendar', () => {
  const first = fakeListing();
  const second = fakeListing({ id: '55555555-5555-4555-8555-555555555555', title: 'Cabin' });

  it('is the host’s first listing unless the address names another of theirs', () => {
    expect(chooseListing(undefined, [first, second])).toEqual({ kind: 'listing', listing: first });
    expect(chooseListing(second.id, [first, second])).toEqual({ kind: 'listing', listing: second });
  });

  it('is nobody’s for a listing that is not the host’s, or a host without listings', () => {
    const stranger = '77777777-7777-4777-8777-777777777777';
    expect(chooseListing(stranger, [first])).toEqual({ kind: 'unknown', id: stranger });
    expect(chooseListing(undefined, [])).toEqual({ kind: 'none' });
    expect(chooseListing(stranger, [])).toEqual({ kind: 'none' });
  });
});
