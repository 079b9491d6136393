import { describe, expect, it } from 'vitest';
import { renderComparison } from './report.js';
import { percentile, requestsPerSecond, summarize } from './stats.js';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 97.5)).toBe(98);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize and renderComparison', () => {
  it('computes throughput and prints the overhead ratios', () => {
    const system = summarize('BFF', [4, 2, 6, 8], 2, 0);
    const direct = summarize('SQL', [1, 1, 2, 2, 1, 1, 2, 2], 2, 1);
    expect(requestsPerSecond(system)).toBe(2);
    expect(system.mean).toBe(5);
    const table = renderComparison(system, direct);
    expect(table).toMatch(/^BFF\s+2\s+5\.00\s+4\.00/m);
    expect(table).toMatch(/^SQL\s+4\s+1\.50/m);
    // direct serves 2× the requests; the system's mean latency is 3.3× the direct one.
    expect(table).toMatch(/^overhead \(system ÷ direct\)\s+2\.0×\s+3\.3×/m);
  });
});
