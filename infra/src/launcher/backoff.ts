export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** A process that ran this long before crashing counts as healthy again: backoff restarts. */
  stableAfterMs: number;
}

/**
 * Restarts soon: a killed service is back within seconds (a process waits for Postgres and NATS
 * itself, so a missing dependency is no crash loop), and a real crash loop still pauses 3 s
 * between starts. A process that ran 10 s (about three starts' worth) was not looping.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = {
  initialMs: 250,
  maxMs: 3000,
  stableAfterMs: 10_000,
};

/** Crash count after a crash, given the previous count and how long the process had run. */
export function nextCrashCount(
  previous: number,
  uptimeMs: number,
  policy = DEFAULT_BACKOFF,
): number {
  return uptimeMs >= policy.stableAfterMs ? 1 : previous + 1;
}

/** Delay before restart number `crashCount` (1-based): 0.25 s, 0.5 s, 1 s, 2 s, then 3 s. */
export function restartDelayMs(crashCount: number, policy = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, crashCount - 1);
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(exponent, 30));
}
