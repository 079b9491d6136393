import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { K6SummaryExport, metricsFromK6Summary } from './summary.js';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/summary-export.json', import.meta.url), 'utf8'),
) as unknown;

describe('metricsFromK6Summary', () => {
  it("maps k6's --summary-export into the run's figures under the same names", () => {
    const metrics = metricsFromK6Summary(K6SummaryExport.parse(fixture));
    expect(metrics).toEqual({
      http_reqs: { count: 200, rate: 6.58 },
      http_req_duration: {
        avg: 84.22,
        min: 12,
        max: 1203.9,
        'p(50)': 61.5,
        'p(95)': 310.26,
        'p(99)': 902.4,
      },
      // A Rate's passes are its true values: for http_req_failed, the failed requests.
      http_req_failed: { rate: 0.03, trues: 6, total: 200 },
      iterations: { count: 200, rate: 6.58 },
      vus: 10,
    });
  });

  it('reads a summary without requests as zero and null, not as made-up figures', () => {
    const metrics = metricsFromK6Summary(
      K6SummaryExport.parse({ metrics: { vus_max: { value: 2, min: 2, max: 2 } } }),
    );
    expect(metrics.http_reqs).toEqual({ count: 0, rate: 0 });
    expect(metrics.http_req_duration['p(95)']).toBeNull();
    expect(metrics.http_req_failed).toEqual({ rate: 0, trues: 0, total: 0 });
    expect(metrics.vus).toBe(2);
  });

  it("takes k6's median when the summary has no p(50)", () => {
    const metrics = metricsFromK6Summary(
      K6SummaryExport.parse({ metrics: { http_req_duration: { med: 40, 'p(95)': 90 } } }),
    );
    expect(metrics.http_req_duration['p(50)']).toBe(40);
    expect(metrics.http_req_duration['p(99)']).toBeNull();
  });

  it('refuses a file that is not a summary', () => {
    expect(K6SummaryExport.safeParse({ root_group: {} }).success).toBe(false);
    expect(
      K6SummaryExport.safeParse({ metrics: { http_reqs: { count: 'many', rate: 1 } } }).success,
    ).toBe(false);
  });
});
