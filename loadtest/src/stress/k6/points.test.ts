import { describe, expect, it } from 'vitest';
import { parsePoints } from './points.js';

const point = (metric: string, value: number, tags: Record<string, string>): string =>
  JSON.stringify({
    type: 'Point',
    metric,
    data: { time: '2026-11-29T17:00:01.5Z', value, tags },
  });

describe('parsePoints', () => {
  it("reads k6's JSON output line by line and hands back the unfinished last line", () => {
    const chunk = [
      JSON.stringify({ type: 'Metric', metric: 'http_req_duration', data: {} }),
      point('http_req_duration', 12.5, { status: '201', slot: '3', name: 'POST /api/bookings' }),
      point('vus', 4, {}),
      'not json',
      '{"type":"Point","metric":"http_reqs","data":{"ti',
    ].join('\n');
    const { points, rest } = parsePoints(chunk);
    expect(points).toEqual([
      {
        metric: 'http_req_duration',
        time: Date.parse('2026-11-29T17:00:01.5Z'),
        value: 12.5,
        tags: { status: '201', slot: '3', name: 'POST /api/bookings' },
      },
      { metric: 'vus', time: Date.parse('2026-11-29T17:00:01.5Z'), value: 4, tags: {} },
    ]);
    expect(rest).toBe('{"type":"Point","metric":"http_reqs","data":{"ti');
    // The rest, completed by the next read, is one more point.
    const next = parsePoints(`${rest}me":"2026-11-29T17:00:02Z","value":1,"tags":{}}}\n`);
    expect(next.points).toHaveLength(1);
    expect(next.rest).toBe('');
  });
});
