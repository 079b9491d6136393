import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, type Slot } from './limiter.js';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function slotOf(outcome: Promise<Slot | 'expired'> | 'busy'): Promise<Slot> {
  if (outcome === 'busy') throw new Error('expected a slot, got busy');
  const slot = await outcome;
  if (slot === 'expired') throw new Error('expected a slot, got expired');
  return slot;
}

describe('ConcurrencyLimit', () => {
  it('admits up to maxInFlight at once, queues up to maxQueued, refuses the rest', async () => {
    const time = clock();
    const limit = new ConcurrencyLimit({ maxInFlight: 2, maxQueued: 1, now: time.now });
    const a = await slotOf(limit.acquire(5_000));
    await slotOf(limit.acquire(5_000));
    const queued = limit.acquire(5_000);
    expect(queued).toBeInstanceOf(Promise);
    expect(limit.acquire(5_000)).toBe('busy');
    expect([limit.inFlight, limit.queued]).toEqual([2, 1]);
    a.release();
    await slotOf(queued);
    expect([limit.inFlight, limit.queued]).toEqual([2, 0]);
  });

  it('hands slots over in arrival order', async () => {
    const limit = new ConcurrencyLimit({ maxInFlight: 1, maxQueued: 3 });
    const first = await slotOf(limit.acquire(Date.now() + 60_000));
    const order: string[] = [];
    const waiters = ['b', 'c', 'd'].map(async (name) => {
      const slot = await slotOf(limit.acquire(Date.now() + 60_000));
      order.push(name);
      slot.release();
    });
    first.release();
    await Promise.all(waiters);
    expect(order).toEqual(['b', 'c', 'd']);
    expect(limit.inFlight).toBe(0);
  });

  it('drops queued requests whose deadline passed instead of running them', async () => {
    const time = clock();
    const limit = new ConcurrencyLimit({ maxInFlight: 1, maxQueued: 2, now: time.now });
    const running = await slotOf(limit.acquire(time.now() + 10_000));
    const late = limit.acquire(time.now() + 100);
    const onTime = limit.acquire(time.now() + 10_000);
    time.advance(500);
    running.release();
    await expect(late).resolves.toBe('expired');
    const slot = await slotOf(onTime);
    slot.release();
    expect([limit.inFlight, limit.queued]).toEqual([0, 0]);
  });

  it('frees queue places held by expired requests before refusing a new one', async () => {
    const time = clock();
    const limit = new ConcurrencyLimit({ maxInFlight: 1, maxQueued: 1, now: time.now });
    await slotOf(limit.acquire(time.now() + 10_000));
    const stale = limit.acquire(time.now() + 100);
    time.advance(200);
    const fresh = limit.acquire(time.now() + 10_000);
    expect(fresh).toBeInstanceOf(Promise);
    await expect(stale).resolves.toBe('expired');
  });

  it('ignores a second release of the same slot', async () => {
    const limit = new ConcurrencyLimit({ maxInFlight: 1, maxQueued: 0 });
    const slot = await slotOf(limit.acquire(Date.now() + 1000));
    slot.release();
    slot.release();
    expect(limit.inFlight).toBe(0);
    await slotOf(limit.acquire(Date.now() + 1000));
    expect(limit.acquire(Date.now() + 1000)).toBe('busy');
  });
});
