import { describe, expect, it } from 'vitest';
import { renderResults, renderTargets } from './report.js';
import { percentile, requestsPerSecond, summarize } from './stats.js';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize and the report', () => {
  const bff = summarize('BFF', [4, 2, 6, 8], 2, 0);
  const sql = summarize('SQL', [1, 1, 2, 2, 1, 1, 2, 2], 2, 1);

  it('computes throughput, mean and p95 from unsorted latencies', () => {
    expect(requestsPerSecond(bff)).toBe(2);
    expect(bff.mean).toBe(5);
    expect(bff.p95).toBe(8);
    expect(sql.p50).toBe(1);
  });

  it('prints both sides and their ratios per scenario', () => {
    const table = renderResults([{ title: 'Santiago stay', bff, sql }]);
    expect(table).toMatch(/^Santiago stay/m);
    expect(table).toMatch(/^ {2}BFF \(GET \/api\/search\)\s+2\s+5\.00\s+4\.00\s+8\.00/m);
    expect(table).toMatch(/^ {2}raw SQL\s+4\s+1\.50/m);
    // SQL serves 2× the requests; the BFF's mean is 3.33× and its p95 4× the SQL ones.
    expect(table).toMatch(/^ {2}BFF ÷ SQL\s+2\.00×\s+3\.33×\s+4\.00×\s+4\.00×/m);
  });

  it('checks the target: p95 ≤ 25 ms and ≤ 1.5× raw SQL', () => {
    const fast = summarize('BFF', [10, 12, 14], 1, 0);
    const sqlFast = summarize('SQL', [9, 10, 11], 1, 0);
    const slow = summarize('BFF', [30, 40], 1, 2);
    const lines = renderTargets([
      { title: 'fast', bff: fast, sql: sqlFast },
      { title: 'slow', bff: slow },
    ]).split('\n');
    expect(lines[0]).toMatch(/^✓ p95 14\.0 ms ≤ 25 ms\s+✓ 1\.27× raw SQL's p95 ≤ 1\.5×/);
    expect(lines[1]).toMatch(/^✗ p95 40\.0 ms ≤ 25 ms\s+no SQL comparison\s+\(2 errors\)/);
  });
});
