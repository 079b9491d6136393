import { describe, expect, it } from 'vitest';
import { compareFigure, compareRuns, togglePick } from './compare';

describe('compareFigure', () => {
  it('says which run did better, by the figure’s direction', () => {
    expect(compareFigure('p95', 200, 100, 'lower')).toEqual({
      key: 'p95',
      a: 200,
      b: 100,
      change: -0.5,
      verdict: 'b',
    });
    expect(compareFigure('p95', 100, 200, 'lower').verdict).toBe('a');
    expect(compareFigure('iterations', 100, 200, 'higher')).toMatchObject({
      change: 1,
      verdict: 'b',
    });
    expect(compareFigure('iterations', 200, 100, 'higher').verdict).toBe('a');
  });

  it('reads a difference within the tolerance, or two zeros, as a tie', () => {
    expect(compareFigure('p95', 100, 104, 'lower').verdict).toBe('same');
    expect(compareFigure('p95', 100, 104, 'lower', 0.01).verdict).toBe('a');
    expect(compareFigure('errors', 0, 0, 'lower')).toMatchObject({ change: null, verdict: 'same' });
  });

  it('has no change from zero, but still a verdict', () => {
    expect(compareFigure('errors', 0, 0.02, 'lower')).toMatchObject({
      change: null,
      verdict: 'a',
    });
  });

  it('cannot judge a figure one run lacks', () => {
    expect(compareFigure('latency', null, 12, 'lower')).toEqual({
      key: 'latency',
      a: null,
      b: 12,
      change: null,
      verdict: 'unknown',
    });
    expect(compareFigure('latency', 3, Number.NaN, 'lower')).toMatchObject({
      b: null,
      verdict: 'unknown',
    });
  });
});

describe('compareRuns', () => {
  it('reads every figure from both runs, in order', () => {
    interface Run {
      p95: number;
      iterations: number;
    }
    const rows = compareRuns<Run, 'p95' | 'iterations'>(
      { p95: 300, iterations: 50 },
      { p95: 150, iterations: 40 },
      [
        { key: 'p95', better: 'lower', read: (r) => r.p95 },
        { key: 'iterations', better: 'higher', read: (r) => r.iterations },
      ],
    );
    expect(rows.map((r) => [r.key, r.verdict])).toEqual([
      ['p95', 'b'],
      ['iterations', 'a'],
    ]);
  });
});

describe('togglePick', () => {
  it('holds two runs at most, dropping the oldest pick', () => {
    expect(togglePick([], 'a')).toEqual(['a']);
    expect(togglePick(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'c')).toEqual(['b', 'c']);
  });

  it('unpicks a run picked already', () => {
    expect(togglePick(['a', 'b'], 'a')).toEqual(['b']);
  });
});
