import { describe, expect, it } from 'vitest';
import { dayIn, groupByDay, relativeDay } from './group-by-day';

describe('groupByDay', () => {
  it('groups by the calendar day of the given zone, not UTC', () => {
    const items = [
      { id: 'a', createdAt: '2026-11-28T23:30:00Z' }, // 20:30 in Santiago (UTC-3 in summer)
      { id: 'b', createdAt: '2026-11-29T02:59:00Z' }, // 23:59 the same day in Santiago
      { id: 'c', createdAt: '2026-11-29T03:00:00Z' }, // midnight: the next day
    ];
    const groups = groupByDay(items, 'America/Santiago');
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-28', ['a', 'b']],
      ['2026-11-29', ['c']],
    ]);
    expect(groupByDay(items, 'UTC').map((g) => g.items.length)).toEqual([1, 2]);
  });

  it('returns no groups for no items', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});

describe('relativeDay', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('names today and yesterday across a month end, older days not', () => {
    expect(relativeDay('2026-03-01', now, 'UTC')).toBe('today');
    expect(relativeDay('2026-02-28', now, 'UTC')).toBe('yesterday');
    expect(relativeDay('2026-02-27', now, 'UTC')).toBeNull();
  });
  it('reads today in the given zone', () => {
    expect(dayIn(new Date('2026-03-01T02:00:00Z'), 'America/Santiago')).toBe('2026-02-28');
  });
});
