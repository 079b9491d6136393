export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** A process that ran this long before crashing counts as healthy again: backoff restarts. */
  stableAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  initialMs: 1000,
  maxMs: 30_000,
  stableAfterMs: 60_000,
};

/** Crash count after a crash, given the previous count and how long the process had run. */
export function nextCrashCount(
  previous: number,
  uptimeMs: number,
  policy = DEFAULT_BACKOFF,
): number {
  return uptimeMs >= policy.stableAfterMs ? 1 : previous + 1;
}

/** Delay before restart number `crashCount` (1-based): 1 s, 2 s, 4 s … capped. */
export function restartDelayMs(crashCount: number, policy = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, crashCount - 1);
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(exponent, 30));
}
