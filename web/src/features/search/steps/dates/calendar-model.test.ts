// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comingFriday } from '@arrendo/contracts/web';
import {
  START_TIMES,
  horizonEnd,
  isSelectable,
  isStartTimeOpen,
  maxHoursFrom,
  minutesNowInChile,
  monthWeeks,
  monthsInReach,
  pickDay,
  previewRange,
  quickPickRange,
  todayInChile,
} from './calendar-model';

// Wednesday 2 December 2026.
const TODAY = '2026-12-02';

describe('today in Chile', () => {
  it('is Santiago’s date, not the visitor’s or UTC’s', () => {
    // 02:30 UTC on 3 December is still 23:30 on 2 December in Santiago (UTC−3 in summer).
    expect(todayInChile(new Date('2026-12-03T02:30:00Z'))).toBe('2026-12-02');
    expect(minutesNowInChile(new Date('2026-12-03T02:30:00Z'))).toBe(23 * 60 + 30);
    expect(todayInChile(new Date('2026-12-03T03:30:00Z'))).toBe('2026-12-03');
  });
});

describe('the calendar grid', () => {
  it('starts weeks on Monday and blanks the neighbouring months’ days', () => {
    const weeks = monthWeeks('2026-12-01');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
  });

  it('reaches from this month to the horizon’s month', () => {
    expect(horizonEnd(TODAY)).toBe('2027-06-02');
    expect(monthsInReach(TODAY)).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
    ]);
  });
});

describe('selectable days', () => {
  it('refuses the past and nights beyond the 6-month horizon', () => {
    expect(isSelectable('2026-12-01', TODAY, null)).toBe(false);
    expect(isSelectable(TODAY, TODAY, null)).toBe(true);
    expect(isSelectable('2027-06-01', TODAY, null)).toBe(true);
    expect(isSelectable('2027-06-02', TODAY, null)).toBe(false);
  });

  it('lets a stay end on the horizon’s first day, the morning after the last night', () => {
    expect(isSelectable('2027-06-02', TODAY, '2027-05-30')).toBe(true);
    expect(isSelectable('2027-06-03', TODAY, '2027-05-30')).toBe(false);
  });
});

describe('picking days (spec §4)', () => {
  it('first click sets the start, a later one the end', () => {
    expect(pickDay('desktop-day', null, '2026-12-10', TODAY)).toEqual({
      kind: 'start',
      date: '2026-12-10',
    });
    expect(pickDay('desktop-day', '2026-12-10', '2026-12-13', TODAY)).toEqual({
      kind: 'range',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
    });
    expect(pickDay('mobile-day', '2026-12-10', '2026-12-13', TODAY)).toEqual({
      kind: 'range',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
    });
  });

  it('ignores the same start clicked twice', () => {
    expect(pickDay('desktop-day', '2026-12-10', '2026-12-10', TODAY)).toEqual({ kind: 'ignore' });
    expect(pickDay('mobile-day', '2026-12-10', '2026-12-10', TODAY)).toEqual({ kind: 'ignore' });
  });

  it('desktop homes restart from an earlier day', () => {
    expect(pickDay('desktop-day', '2026-12-10', '2026-12-05', TODAY)).toEqual({
      kind: 'start',
      date: '2026-12-05',
    });
  });

  it('elsewhere an earlier second day is swapped to the start', () => {
    expect(pickDay('mobile-day', '2026-12-10', '2026-12-05', TODAY)).toEqual({
      kind: 'range',
      checkIn: '2026-12-05',
      checkOut: '2026-12-10',
    });
  });

  it('hourly: a single day is the whole choice', () => {
    expect(pickDay('hour', null, '2026-12-10', TODAY)).toEqual({ kind: 'day', date: '2026-12-10' });
    expect(pickDay('hour', null, '2027-06-02', TODAY)).toEqual({ kind: 'ignore' });
  });

  it('ignores past and out-of-reach days', () => {
    expect(pickDay('desktop-day', null, '2026-12-01', TODAY)).toEqual({ kind: 'ignore' });
    expect(pickDay('mobile-day', '2026-12-10', '2026-11-30', TODAY)).toEqual({ kind: 'ignore' });
    expect(pickDay('desktop-day', '2026-12-10', '2027-06-03', TODAY)).toEqual({ kind: 'ignore' });
  });

  it('previews the range the pointer would complete', () => {
    expect(previewRange('desktop-day', '2026-12-10', '2026-12-12', TODAY)).toEqual({
      start: '2026-12-10',
      end: '2026-12-12',
    });
    // Desktop: hovering before the start would restart, so nothing is drawn.
    expect(previewRange('desktop-day', '2026-12-10', '2026-12-08', TODAY)).toBeNull();
    expect(previewRange('mobile-day', '2026-12-10', '2026-12-08', TODAY)).toEqual({
      start: '2026-12-08',
      end: '2026-12-10',
    });
    expect(previewRange('desktop-day', null, '2026-12-12', TODAY)).toBeNull();
    expect(previewRange('hour', '2026-12-10', '2026-12-12', TODAY)).toBeNull();
  });
});

describe('quick picks', () => {
  it('Hoy is tonight, Mañana tomorrow night', () => {
    expect(quickPickRange('today', TODAY)).toEqual({
      checkIn: '2026-12-02',
      checkOut: '2026-12-03',
    });
    expect(quickPickRange('tomorrow', TODAY)).toEqual({
      checkIn: '2026-12-03',
      checkOut: '2026-12-04',
    });
  });

  it('Fin de semana is the coming Friday to Sunday', () => {
    expect(quickPickRange('weekend', TODAY)).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
    });
    // On a Friday, that Friday; on Saturday and Sunday, the next one (this one has passed).
    expect(comingFriday('2026-12-04')).toBe('2026-12-04');
    expect(comingFriday('2026-12-05')).toBe('2026-12-11');
    expect(comingFriday('2026-12-06')).toBe('2026-12-11');
    expect(comingFriday('2026-12-07')).toBe('2026-12-11');
  });
});

describe('hourly times', () => {
  it('offers every hour and half hour', () => {
    expect(START_TIMES).toHaveLength(48);
    expect(START_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(START_TIMES.at(-1)).toBe('23:30');
  });

  it('lasts 1 to 12 hours and ends by midnight', () => {
    expect(maxHoursFrom('09:00')).toBe(12);
    expect(maxHoursFrom('20:00')).toBe(4);
    expect(maxHoursFrom('22:30')).toBe(1);
  });

  it('cannot start in today’s past', () => {
    const noon = 12 * 60;
    expect(isStartTimeOpen(TODAY, '11:30', TODAY, noon)).toBe(false);
    expect(isStartTimeOpen(TODAY, '12:00', TODAY, noon)).toBe(false);
    expect(isStartTimeOpen(TODAY, '12:30', TODAY, noon)).toBe(true);
    expect(isStartTimeOpen('2026-12-03', '06:00', TODAY, noon)).toBe(true);
  });
});
