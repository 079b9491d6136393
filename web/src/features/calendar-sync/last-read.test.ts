import { describe, expect, it } from 'vitest';
import { enUS, es } from 'date-fns/locale';
import { lastReadWhen } from './last-read';

const now = new Date('2026-11-23T15:00:00.000Z');

describe('lastReadWhen', () => {
  it('is the caller’s "just now" under a minute', () => {
    expect(lastReadWhen('2026-11-23T14:59:30.000Z', now, enUS)).toBeNull();
  });

  it('is relative within a week', () => {
    expect(lastReadWhen('2026-11-23T14:30:00.000Z', now, enUS)).toBe('30 minutes ago');
    expect(lastReadWhen('2026-11-21T15:00:00.000Z', now, es)).toBe('hace 2 días');
  });

  it('is a date after that', () => {
    expect(lastReadWhen('2026-11-01T15:00:00.000Z', now, enUS)).toMatch(/^Nov 1, 2026, /);
  });
});
