import type { Clock } from './clock.js';

interface Timer {
  at: number;
  resolve: () => void;
}

/**
 * Time driven by the test: `sleep` waits until `runUntil` moves the clock to its end. Between
 * moves every pending promise settles, so the runner behaves as with real time, instantly.
 */
export class FakeClock implements Clock {
  private time = 0;
  private timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) {
        resolve();
        return;
      }
      const timer: Timer = { at: this.time + Math.max(0, ms), resolve };
      this.timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          this.timers = this.timers.filter((t) => t !== timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Advances through every timer until `work` settles (or `limitMs` of fake time passed). */
  async runUntil<T>(work: Promise<T>, limitMs = 3_600_000): Promise<T> {
    let settled = false;
    const done = work.finally(() => {
      settled = true;
    });
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) return done;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next || next.at > limitMs) throw new Error(`nothing left to run at ${this.time} ms`);
      this.time = next.at;
      next.resolve();
    }
  }
}
