import { describe, expect, it } from 'vitest';
import { reviewWindow, shouldPublish, visibleTo, writeRefusal } from './review-window.js';

const endsAt = new Date('2027-01-10T14:00:00.000Z');
const hours = (h: number) => new Date(endsAt.getTime() + h * 3_600_000);

describe('review window', () => {
  it('opens when the booking ends and closes 14 days later, half-open', () => {
    const w = reviewWindow({ status: 'confirmed', endsAt }, hours(-1));
    expect(w.state).toBe('not_yet');
    expect(w.opensAt.toISOString()).toBe('2027-01-10T14:00:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2027-01-24T14:00:00.000Z');
    expect(reviewWindow({ status: 'confirmed', endsAt }, endsAt).state).toBe('open');
    expect(reviewWindow({ status: 'confirmed', endsAt }, hours(14 * 24 - 0.001)).state).toBe(
      'open',
    );
    expect(reviewWindow({ status: 'confirmed', endsAt }, hours(14 * 24)).state).toBe('closed');
  });

  it('never opens for a booking that did not happen', () => {
    for (const status of ['pending', 'requested', 'cancelled', 'declined', 'expired'] as const) {
      expect(reviewWindow({ status, endsAt }, hours(24)).state).toBe('not_reviewable');
    }
  });

  it('refuses writing outside the open window, with a reason', () => {
    expect(writeRefusal('open')).toBeNull();
    expect(writeRefusal('closed')).toMatch(/14 days/);
    expect(writeRefusal('not_yet')).toMatch(/ended/);
    expect(writeRefusal('not_reviewable')).toMatch(/completed/);
  });
});

describe('publishing', () => {
  const closesAt = hours(14 * 24);

  it('waits for the second review while the window is open', () => {
    expect(shouldPublish([], closesAt, hours(1))).toBe(false);
    expect(shouldPublish(['guest'], closesAt, hours(1))).toBe(false);
    expect(shouldPublish(['host'], closesAt, hours(1))).toBe(false);
    expect(shouldPublish(['guest', 'host'], closesAt, hours(1))).toBe(true);
  });

  it('publishes a lone review once the window closed, and nothing when none was written', () => {
    expect(shouldPublish(['guest'], closesAt, closesAt)).toBe(true);
    expect(shouldPublish([], closesAt, hours(30 * 24))).toBe(false);
  });

  it('shows an unpublished review to its author only', () => {
    const hidden = { authorId: 'a', publishedAt: null };
    expect(visibleTo(hidden, 'a')).toBe(true);
    expect(visibleTo(hidden, 'b')).toBe(false);
    expect(visibleTo(hidden, null)).toBe(false);
    expect(visibleTo({ authorId: 'a', publishedAt: new Date() }, null)).toBe(true);
  });
});
