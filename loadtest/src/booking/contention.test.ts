import { describe, expect, it } from 'vitest';
import { contentionNotes, contentionProblems, holdOutcome, tallyContention } from './contention.js';
import { renderContention, renderHoldRates } from './report.js';
import { summarize } from '../stats.js';

const outcomes = (won: number, lost: number, other: Record<string, number> = {}) => [
  ...Array.from({ length: won }, (_, i) => ({ outcome: 'won', ms: 5 + i })),
  ...Array.from({ length: lost }, (_, i) => ({ outcome: 'lost', ms: 10 + i })),
  ...Object.entries(other).flatMap(([k, n]) =>
    Array.from({ length: n }, () => ({ outcome: k, ms: 1000 })),
  ),
];

describe('holdOutcome', () => {
  it('reads 201 as the winner and 409 as a loser', () => {
    expect(holdOutcome(201)).toBe('won');
    expect(holdOutcome(409)).toBe('lost');
    expect(holdOutcome(503)).toBe('503');
    expect(holdOutcome('error')).toBe('error');
  });
});

describe('tallyContention', () => {
  it('counts winners, losers and the rest, with latency over every contender', () => {
    const t = tallyContention('x', outcomes(1, 98, { '503': 1 }), 1);
    expect(t).toMatchObject({
      contenders: 100,
      won: 1,
      lost: 98,
      other: { '503': 1 },
      rowsAfter: 1,
    });
    expect(t.p50).toBe(58);
    expect(t.p95).toBe(103);
    expect(t.max).toBe(1000);
  });

  it('passes exactly one winner with one row, and nothing else', () => {
    expect(contentionProblems(tallyContention('x', outcomes(1, 499), 1))).toEqual([]);
    expect(contentionProblems(tallyContention('x', outcomes(1, 499)))).toEqual([]);
    expect(contentionProblems(tallyContention('x', outcomes(2, 498), 2))).toEqual([
      '2 winners instead of exactly 1',
      '2 active bookings on the slot afterwards instead of exactly 1',
    ]);
    expect(contentionProblems(tallyContention('x', outcomes(0, 500), 0))).toEqual([
      '0 winners instead of exactly 1',
      '0 active bookings on the slot afterwards instead of exactly 1',
    ]);
    // A winner whose answer was lost (a timeout after the commit) still shows in the rows.
    expect(contentionProblems(tallyContention('x', outcomes(1, 10), 2))).toHaveLength(1);
  });

  it('names the answers that never reached the slot', () => {
    const t = tallyContention('BFF', outcomes(1, 40, { '503': 459 }));
    expect(contentionNotes(t)).toEqual([
      'BFF: 459 × 503 answered neither won nor lost (they never reached the slot)',
    ]);
    expect(contentionNotes(tallyContention('BFF', outcomes(1, 3)))).toEqual([]);
  });
});

describe('the booking report', () => {
  it('prints both sides of the hold rate and their ratio', () => {
    const bff = summarize('measured', [10, 20, 30, 40], 2, 1);
    const sql = summarize('measured', [2, 2, 4, 4, 2, 2, 4, 4], 2, 0);
    const text = renderHoldRates([{ title: 'Holds on distinct slots', bff, sql }]);
    expect(text).toMatch(
      /^ {2}BFF \(POST \/api\/bookings\)\s+2\s+25\.00\s+20\.00\s+40\.00\s+40\.00\s+4\s+1$/m,
    );
    expect(text).toMatch(/^ {2}raw SQL \(INSERT … ON CONFLICT DO NOTHING\)\s+4\s+3\.00/m);
    expect(text).toMatch(/^ {2}BFF ÷ SQL\s+2\.00×\s+8\.33×\s+10\.00×\s+10\.00×/m);
    const sqlOnly = renderHoldRates([{ title: 'Holds', sql }]);
    expect(sqlOnly).not.toMatch(/BFF/);
  });

  it('marks a contention run without exactly one winner', () => {
    const text = renderContention([
      tallyContention('BFF, 500 × POST', outcomes(1, 499), 1),
      tallyContention('raw SQL, 500 × INSERT', outcomes(2, 498), 2),
    ]);
    expect(text).toMatch(/^BFF, 500 × POST\s+500\s+1\s+499\s+0\s.*\s1\s+✓ one winner$/m);
    expect(text).toMatch(/^raw SQL, 500 × INSERT\s+500\s+2\s+498\s+0\s.*\s2\s+✗ NOT ONE WINNER$/m);
  });
});
