/**
 * One line of `k6 run --out json=…` that the run reads while k6 runs: each request's
 * `http_req_duration` point (with its tags) and the `vus` gauge.
 */
export interface K6Point {
  metric: string;
  /** Epoch ms of the sample (a request's end). */
  time: number;
  value: number;
  tags: Record<string, string>;
}

/** The points of complete lines in `chunk`; the unfinished last line is handed back. */
export function parsePoints(chunk: string): { points: K6Point[]; rest: string } {
  const lines = chunk.split('\n');
  const rest = lines.pop() ?? '';
  const points: K6Point[] = [];
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null) continue;
    const record = parsed as {
      type?: unknown;
      metric?: unknown;
      data?: { time?: unknown; value?: unknown; tags?: unknown };
    };
    if (record.type !== 'Point' || typeof record.metric !== 'string' || !record.data) continue;
    const { time, value, tags } = record.data;
    if (typeof time !== 'string' || typeof value !== 'number') continue;
    const stringTags: Record<string, string> = {};
    if (typeof tags === 'object' && tags !== null) {
      for (const [key, tag] of Object.entries(tags)) {
        if (typeof tag === 'string') stringTags[key] = tag;
      }
    }
    points.push({ metric: record.metric, time: Date.parse(time), value, tags: stringTags });
  }
  return { points, rest };
}
