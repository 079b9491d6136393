import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { assertBookableWindow, type ResolvedSlot } from './window.js';

const now = new Date('2026-11-23T15:00:00Z'); // 12:00 in Santiago (UTC-3 in summer)

function fieldOf(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'VALIDATION') {
      return error.details?.fields?.[0]?.path;
    }
    throw error;
  }
  return undefined;
}

const stay = (checkIn: string, checkOut: string, startsAt: string, endsAt: string) =>
  ({
    slot: { kind: 'stay', checkIn, checkOut },
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    today: '2026-11-23',
  }) satisfies ResolvedSlot;

const hourly = (startsAt: string, hours: number) =>
  ({
    slot: { kind: 'hourly', date: startsAt.slice(0, 10), startTime: '10:00', hours },
    startsAt: new Date(startsAt),
    endsAt: new Date(Date.parse(startsAt) + hours * 3_600_000),
    today: '2026-11-23',
  }) satisfies ResolvedSlot;

describe('assertBookableWindow', () => {
  it('lets a stay start today, though local midnight has passed', () => {
    const today = stay('2026-11-23', '2026-11-25', '2026-11-23T03:00:00Z', '2026-11-25T03:00:00Z');
    expect(fieldOf(() => assertBookableWindow(today, now, 6))).toBeUndefined();
  });

  it('refuses a stay that started yesterday, naming check-in', () => {
    const past = stay('2026-11-22', '2026-11-24', '2026-11-22T03:00:00Z', '2026-11-24T03:00:00Z');
    expect(fieldOf(() => assertBookableWindow(past, now, 6))).toBe('checkIn');
  });

  it('refuses an hourly slot that has started, allows one that has not', () => {
    expect(fieldOf(() => assertBookableWindow(hourly('2026-11-23T15:00:00Z', 2), now, 6))).toBe(
      'startTime',
    );
    expect(
      fieldOf(() => assertBookableWindow(hourly('2026-11-23T15:30:00Z', 2), now, 6)),
    ).toBeUndefined();
  });

  it('ends the horizon six calendar months ahead, to the instant', () => {
    const edge = stay('2027-05-21', '2027-05-23', '2027-05-21T04:00:00Z', '2027-05-23T15:00:00Z');
    expect(fieldOf(() => assertBookableWindow(edge, now, 6))).toBeUndefined();
    const beyond = stay('2027-05-22', '2027-05-24', '2027-05-22T04:00:00Z', '2027-05-24T04:00:00Z');
    expect(fieldOf(() => assertBookableWindow(beyond, now, 6))).toBe('checkOut');
    expect(fieldOf(() => assertBookableWindow(hourly('2027-06-01T14:00:00Z', 1), now, 6))).toBe(
      'date',
    );
  });
});
