import { afterEach, describe, expect, it, vi } from 'vitest';
import { FairGate, type GatePass, type GateRefusal } from './fair-gate.js';

const LONG = 60_000;

/** Acquires and records the order in which passes arrive. */
function recorder(gate: FairGate) {
  const order: string[] = [];
  const outcomes = new Map<string, GatePass | GateRefusal>();
  const ask = (client: string, label: string, waitMs = LONG) =>
    gate.acquire(client, waitMs).then((outcome) => {
      outcomes.set(label, outcome);
      if (typeof outcome !== 'string') order.push(label);
      return outcome;
    });
  const pass = (label: string) => {
    const outcome = outcomes.get(label);
    if (!outcome || typeof outcome === 'string') throw new Error(`${label} has no pass`);
    return outcome;
  };
  return { order, outcomes, ask, pass };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets in maxRunning at once and hands each freed place to the next in line', async () => {
    const gate = new FairGate({ maxRunning: 2, maxPerClient: 10, maxWaiting: 10 });
    const r = recorder(gate);
    void r.ask('a', 'a1');
    void r.ask('b', 'b1');
    void r.ask('c', 'c1');
    await settle();
    expect(r.order).toEqual(['a1', 'b1']);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    r.pass('a1').release();
    r.pass('a1').release(); // twice is once
    await settle();
    expect(r.order).toEqual(['a1', 'b1', 'c1']);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
  });

  it('refuses a client past its share at once, while another client still gets in line', async () => {
    const gate = new FairGate({ maxRunning: 1, maxPerClient: 2, maxWaiting: 10 });
    const r = recorder(gate);
    void r.ask('flood', 'f1');
    void r.ask('flood', 'f2');
    const third = await gate.acquire('flood', LONG);
    expect(third).toBe('client-full');
    void r.ask('honest', 'h1');
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
  });

  it('takes turns client by client: one request is not behind a flood of another client', async () => {
    const gate = new FairGate({ maxRunning: 1, maxPerClient: 10, maxWaiting: 10 });
    const r = recorder(gate);
    for (let i = 1; i <= 4; i++) void r.ask('flood', `f${i}`);
    await settle();
    void r.ask('honest', 'h1');
    await settle();
    r.pass('f1').release();
    await settle();
    r.pass('f2').release();
    await settle();
    // f1 ran; f2 had its turn; then honest's line, before the flood's f3 and f4.
    expect(r.order).toEqual(['f1', 'f2', 'h1']);
  });

  it('when the line is full, the client with the most waiting gives up its newest place', async () => {
    const gate = new FairGate({ maxRunning: 1, maxPerClient: 10, maxWaiting: 3 });
    const r = recorder(gate);
    void r.ask('flood', 'f0');
    for (let i = 1; i <= 3; i++) void r.ask('flood', `f${i}`);
    await settle();
    void r.ask('honest', 'h1');
    await settle();
    expect(r.outcomes.get('f3')).toBe('shed');
    expect(gate.load).toEqual({ running: 1, waiting: 3 });
    void r.ask('other', 'o1');
    await settle();
    expect(r.outcomes.get('f2')).toBe('shed');
    // One waiting each now: nobody gives up a place for a second request of a client in line,
    // nor for a newcomer.
    expect(await gate.acquire('honest', LONG)).toBe('busy');
    expect(await gate.acquire('third', LONG)).toBe('busy');
    expect(gate.load).toEqual({ running: 1, waiting: 3 });
    r.pass('f0').release();
    await settle();
    expect(r.order).toEqual(['f0', 'f1']);
  });

  it('gives up on a request whose wait ran out, and frees its place', async () => {
    vi.useFakeTimers();
    const gate = new FairGate({ maxRunning: 1, maxPerClient: 2, maxWaiting: 10 });
    const first = await gate.acquire('a', 1000);
    const waiting = gate.acquire('a', 1000);
    vi.advanceTimersByTime(1000);
    expect(await waiting).toBe('expired');
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    // The client's share went back with it.
    const again = gate.acquire('a', 1000);
    expect(typeof first).not.toBe('string');
    (first as GatePass).release();
    expect(typeof (await again)).not.toBe('string');
  });
});
