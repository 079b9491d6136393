import { describe, expect, it } from 'vitest';
import { statusOf, transition, type PaymentChange, type PaymentFacts } from './state.js';

const now = new Date('2026-11-23T12:00:00Z');
const fresh = (): PaymentFacts => ({
  amount: 111_900,
  authorizedAt: null,
  capturedAt: null,
  failedAt: null,
  cancelledAt: null,
  refundedAmount: 0,
  failureMessage: null,
});

function run(changes: PaymentChange[]) {
  let facts = fresh();
  const effects = [];
  for (const change of changes) {
    const next = transition(facts, change, now);
    facts = next.facts;
    effects.push(...next.effects);
  }
  return { facts, status: statusOf(facts), effects };
}

describe('payment state', () => {
  it('captures once, however many times it is told', () => {
    const { status, effects } = run([{ kind: 'captured' }, { kind: 'captured' }]);
    expect(status).toBe('succeeded');
    expect(effects).toEqual([{ type: 'succeeded', captured: true }, { type: 'ledgerCapture' }]);
  });

  it('authorises, then captures: two successes, one ledger entry', () => {
    const { status, effects } = run([
      { kind: 'authorized' },
      { kind: 'authorized' },
      { kind: 'captured' },
    ]);
    expect(status).toBe('succeeded');
    expect(effects.map((e) => e.type)).toEqual(['succeeded', 'succeeded', 'ledgerCapture']);
  });

  it('does not downgrade: a failure after a success or an authorisation changes nothing', () => {
    expect(run([{ kind: 'captured' }, { kind: 'failed', message: 'x' }]).status).toBe('succeeded');
    const authorised = run([{ kind: 'authorized' }, { kind: 'failed', message: 'x' }]);
    expect(authorised.status).toBe('authorized');
    expect(authorised.effects.some((e) => e.type === 'failed')).toBe(false);
  });

  it('lets a success follow a failure (the guest retried the same intent)', () => {
    const { status, effects } = run([
      { kind: 'failed', message: 'declined' },
      { kind: 'captured' },
    ]);
    expect(status).toBe('succeeded');
    expect(effects.map((e) => e.type)).toEqual(['failed', 'succeeded', 'ledgerCapture']);
  });

  it('takes a refund seen before its capture as the capture too, and the late capture as nothing', () => {
    const { status, facts, effects } = run([
      { kind: 'refunded', total: 40_000, refundId: 're_1' },
      { kind: 'captured' },
    ]);
    expect(status).toBe('partially_refunded');
    expect(facts.refundedAmount).toBe(40_000);
    expect(effects).toEqual([
      { type: 'succeeded', captured: true },
      { type: 'ledgerCapture' },
      { type: 'refunded', amount: 40_000, total: 40_000, refundId: 're_1' },
      { type: 'ledgerRefund', from: 0, to: 40_000 },
    ]);
  });

  it('applies refund totals in any order without counting one twice', () => {
    const { status, facts, effects } = run([
      { kind: 'captured' },
      { kind: 'refunded', total: 111_900, refundId: 're_2' },
      { kind: 'refunded', total: 40_000, refundId: 're_1' },
    ]);
    expect(status).toBe('refunded');
    expect(facts.refundedAmount).toBe(111_900);
    expect(effects.filter((e) => e.type === 'refunded')).toHaveLength(1);
  });

  it('never refunds more than was paid', () => {
    const { facts } = run([
      { kind: 'captured' },
      { kind: 'refunded', total: 999_999, refundId: 're' },
    ]);
    expect(facts.refundedAmount).toBe(111_900);
  });

  it('releasing an authorisation gives it all back; releasing an untouched attempt gives nothing', () => {
    const released = run([{ kind: 'authorized' }, { kind: 'cancelled' }, { kind: 'captured' }]);
    expect(released.status).toBe('cancelled');
    expect(released.effects.filter((e) => e.type === 'refunded')).toEqual([
      { type: 'refunded', amount: 111_900, total: 111_900, refundId: 'released' },
    ]);
    expect(released.effects.some((e) => e.type === 'ledgerCapture')).toBe(false);
    const abandoned = run([{ kind: 'cancelled' }]);
    expect(abandoned.status).toBe('cancelled');
    expect(abandoned.effects).toEqual([]);
  });

  it('a failed attempt called off by a new one still reads failed', () => {
    const failed = run([{ kind: 'failed', message: 'Declined' }, { kind: 'cancelled' }]);
    expect(failed.status).toBe('failed');
  });
});
