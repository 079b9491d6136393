import { describe, expect, it } from 'vitest';
import { laterStatus } from './booking-status.js';

describe('laterStatus', () => {
  it('moves forward', () => {
    expect(laterStatus('pending', 'requested')).toBe('requested');
    expect(laterStatus('requested', 'confirmed')).toBe('confirmed');
    expect(laterStatus('confirmed', 'cancelled')).toBe('cancelled');
  });

  it('never goes back, whatever order the events come in', () => {
    expect(laterStatus('confirmed', 'requested')).toBe('confirmed');
    expect(laterStatus('expired', 'requested')).toBe('expired');
    expect(laterStatus('cancelled', 'confirmed')).toBe('cancelled');
    expect(laterStatus('declined', 'cancelled')).toBe('declined');
  });
});
