import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

/** Time as the runner sees it: real here, driven by hand in the unit tests. */
export interface Clock {
  /** Milliseconds, monotonic. */
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    sleep(Math.max(0, ms), undefined, signal ? { signal } : {}).catch(() => undefined),
};
