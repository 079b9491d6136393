import { describe, expect, it } from 'vitest';
import { importedNamesOn, shownDay } from './imported-days';

const IMPORT_A = '3f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
const IMPORT_B = '4f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
const calendar = {
  importedBlocks: [
    { importId: IMPORT_A, name: 'Airbnb', start: '2026-12-01', end: '2026-12-04' },
    { importId: IMPORT_B, name: 'Booking.com', start: '2026-12-03', end: '2026-12-05' },
    { importId: IMPORT_A, name: 'Airbnb', start: '2026-12-03', end: '2026-12-04' },
  ],
};

describe('imported days', () => {
  it('names the calendars holding a day busy, once each, end excluded', () => {
    expect(importedNamesOn('2026-11-30', calendar)).toEqual([]);
    expect(importedNamesOn('2026-12-01', calendar)).toEqual(['Airbnb']);
    expect(importedNamesOn('2026-12-03', calendar)).toEqual(['Airbnb', 'Booking.com']);
    expect(importedNamesOn('2026-12-05', calendar)).toEqual([]);
  });

  it('shows imported over free and weekly days, never over bookings or host blocks', () => {
    expect(shownDay('2026-12-01', 'free', calendar)).toEqual({
      state: 'imported',
      importedBy: ['Airbnb'],
    });
    expect(shownDay('2026-12-02', 'weekly', calendar).state).toBe('imported');
    expect(shownDay('2026-12-02', 'blocked', calendar).state).toBe('blocked');
    expect(shownDay('2026-12-02', 'booked', calendar).state).toBe('booked');
    expect(shownDay('2026-12-02', 'past', calendar).state).toBe('past');
    expect(shownDay('2026-12-10', 'free', calendar)).toEqual({ state: 'free', importedBy: [] });
  });
});
