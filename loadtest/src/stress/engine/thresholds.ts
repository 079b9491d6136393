import type { StressMetrics, StressThresholdOutcome, StressThresholds } from '@arrendo/contracts';

/** k6 threshold expressions of a scenario's pass marks, by metric (also written into the k6 script). */
export function k6Thresholds(
  thresholds: StressThresholds,
  measuresDelivery: boolean,
): Record<string, string[]> {
  return {
    http_req_duration: [`p(95)<${thresholds.p95Ms}`],
    http_req_failed: [`rate<${thresholds.errorRate}`],
    ...(measuresDelivery ? { message_delivery_duration: [`p(95)<${thresholds.p95Ms}`] } : {}),
  };
}

/**
 * Each threshold against the figures. A trend with no sample fails its threshold: a run that
 * answered nothing did not pass (k6 would call it "no data"; here it is an outcome to see).
 */
export function evaluateThresholds(
  thresholds: StressThresholds,
  metrics: StressMetrics,
): StressThresholdOutcome[] {
  const p95 = metrics.http_req_duration['p(95)'];
  const outcomes: StressThresholdOutcome[] = [
    {
      metric: 'http_req_duration',
      expression: `p(95)<${thresholds.p95Ms}`,
      ok: p95 !== null && p95 < thresholds.p95Ms,
    },
    {
      metric: 'http_req_failed',
      expression: `rate<${thresholds.errorRate}`,
      ok: metrics.http_reqs.count > 0 && metrics.http_req_failed.rate < thresholds.errorRate,
    },
  ];
  const delivery = metrics.message_delivery_duration;
  if (delivery) {
    const p = delivery['p(95)'];
    outcomes.push({
      metric: 'message_delivery_duration',
      expression: `p(95)<${thresholds.p95Ms}`,
      ok: p !== null && p < thresholds.p95Ms,
    });
  }
  return outcomes;
}
