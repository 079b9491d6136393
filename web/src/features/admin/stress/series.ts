import type { StressSample } from '@arrendo/contracts/web';

/** Enough points for a smooth line on a wide screen; a 10-minute run is thinned to fit. */
export const MAX_LIVE_SAMPLES = 240;

/**
 * A run's per-second samples after one more progress report: in time order; a report for a
 * second already held replaces it (the stream resends the run after a reconnect); past `max`
 * every other older sample goes, so memory and drawing stay flat however long the run.
 */
export function mergeSample<S extends Pick<StressSample, 'second'>>(
  samples: readonly S[],
  next: S,
  max = MAX_LIVE_SAMPLES,
): S[] {
  const at = samples.findIndex((s) => s.second >= next.second);
  let out: S[];
  if (at === -1) out = [...samples, next];
  else if (samples[at]?.second === next.second)
    out = [...samples.slice(0, at), next, ...samples.slice(at + 1)];
  else out = [...samples.slice(0, at), next, ...samples.slice(at)];
  if (out.length <= max) return out;
  // Keep the first and the newest; drop every second one between them.
  const last = out[out.length - 1] as S;
  const thinned = out.slice(0, -1).filter((_, i) => i % 2 === 0);
  return [...thinned, last];
}

/** A sample as the live chart draws it: that second's requests, failures, p95 and users. */
export interface LivePoint {
  second: number;
  /** `m:ss`, the axis label. */
  label: string;
  requests: number;
  failed: number;
  p95Ms: number | null;
  vus: number;
}

export function livePoints(
  samples: readonly StressSample[],
  elapsed: (seconds: number) => string,
): LivePoint[] {
  return samples.map((s) => ({
    second: s.second,
    label: elapsed(s.second),
    requests: s.requests,
    failed: s.failed,
    p95Ms: s.p95Ms,
    vus: s.vus,
  }));
}
