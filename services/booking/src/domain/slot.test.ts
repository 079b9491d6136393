import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { slotFor, slotOfRow } from './slot.js';

const propertyId = '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
const stay = { propertyId, checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 };
const hourly = { propertyId, date: '2026-12-01', startTime: '10:00', hours: 3, guests: 2 };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (AppError.isAppError(error)) return error.details?.fields?.[0]?.path;
    throw error;
  }
  return undefined;
}

describe('slotFor', () => {
  it('books homes by the night and experiences by the hour', () => {
    expect(slotFor(stay, 'home')).toEqual({
      kind: 'stay',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    });
    expect(slotFor(hourly, 'experience')).toEqual({
      kind: 'hourly',
      date: '2026-12-01',
      startTime: '10:00',
      hours: 3,
    });
  });

  it('refuses the other way round, naming the field to fill in', () => {
    expect(fieldOf(() => slotFor(stay, 'experience'))).toBe('date');
    expect(fieldOf(() => slotFor(hourly, 'home'))).toBe('checkIn');
  });
});

describe('slotOfRow', () => {
  const row = {
    id: 'b1',
    check_in: null,
    check_out: null,
    local_date: null,
    start_time: null,
    hours: null,
  };

  it('reads a stay and an hourly booking back as their holds asked for them', () => {
    expect(
      slotOfRow({ ...row, kind: 'stay', check_in: '2026-12-01', check_out: '2026-12-03' }),
    ).toEqual({ kind: 'stay', checkIn: '2026-12-01', checkOut: '2026-12-03' });
    expect(
      slotOfRow({
        ...row,
        kind: 'hourly',
        local_date: '2026-12-01',
        start_time: '10:00:00',
        hours: 3,
      }),
    ).toEqual({ kind: 'hourly', date: '2026-12-01', startTime: '10:00', hours: 3 });
  });

  it('refuses a row without the fields of its kind', () => {
    expect(() => slotOfRow({ ...row, kind: 'stay', check_in: '2026-12-01' })).toThrow(/b1/);
  });
});
