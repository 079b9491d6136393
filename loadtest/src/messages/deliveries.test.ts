import { describe, expect, it } from 'vitest';
import { DeliveryTracker } from './deliveries.js';

describe('DeliveryTracker', () => {
  it('matches a send to its recipient’s stream by clientId, not the sender’s', () => {
    const tracker = new DeliveryTracker();
    tracker.sent('c1', 'bob', 1000, 'step');
    tracker.delivered('alice', 'c1', 1010); // the sender's own copy
    expect(tracker.waiting('step')).toBe(1);
    tracker.delivered('bob', 'c1', 1042);
    tracker.delivered('bob', 'c1', 1099); // a replayed copy is not a second delivery
    const stats = tracker.close('step', 1);
    expect(stats.requests).toBe(1);
    expect(stats.p50).toBe(42);
    expect(stats.errors).toBe(0);
  });

  it('counts failed and never-delivered sends as errors of their own label', () => {
    const tracker = new DeliveryTracker();
    tracker.sent('a', 'bob', 0, 'one');
    tracker.sent('b', 'bob', 0, 'one');
    tracker.sent('c', 'bob', 0, 'two');
    tracker.failed('a', 'one');
    tracker.delivered('bob', 'c', 30);
    expect(tracker.close('one', 1)).toMatchObject({ requests: 0, errors: 2 });
    expect(tracker.close('two', 1)).toMatchObject({ requests: 1, errors: 0, p95: 30 });
  });

  it('ignores message events of sends it never recorded', () => {
    const tracker = new DeliveryTracker();
    tracker.delivered('bob', 'unknown', 5);
    expect(tracker.close('any', 1)).toMatchObject({ requests: 0, errors: 0 });
  });
});
