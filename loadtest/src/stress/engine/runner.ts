import type { StressProgress, StressSample } from '@arrendo/contracts';
import type { Clock } from './clock.js';
import type { MetricsCollector } from './metrics.js';
import { maxVus, totalSeconds, vusAt, type StagePlan } from './stages.js';

/** One iteration of virtual user `vu` (0-based), its `iteration`-th (0-based). */
export type Iteration = (vu: number, iteration: number, signal: AbortSignal) => Promise<void>;

export interface RunnerOptions {
  plan: StagePlan;
  /** An iteration starts at most this often per virtual user. */
  pacingMs: number;
  /** After the last stage, iterations still running get this long to finish (k6 `gracefulStop`). */
  gracefulStopMs: number;
  iteration: Iteration;
  metrics: MetricsCollector;
  clock: Clock;
  /** Every second of the load: the figures so far and that second's sample. */
  onSecond(progress: Omit<StressProgress, 'phase'>, sample: StressSample): void;
  /** Aborting ends the run early (its figures are kept). */
  signal?: AbortSignal;
}

export interface RunnerResult {
  elapsedSeconds: number;
  maxVus: number;
}

const TICK_MS = 100;
/**
 * A timer may fire a millisecond before its time: an iteration is not started in the run's last
 * few ms, or a user whose pacing ends exactly at the end would start one more than the others.
 */
const EDGE_MS = 5;

/**
 * The Node engine: k6's `ramping-vus` executor over a scenario's iteration. A controller ticks
 * every 100 ms, starts virtual users up to the stages' target, and closes a second of figures
 * each 1000 ms. Each virtual user loops: run an iteration, wait out the pacing, again, until the
 * last stage ends; iterations still running then get `gracefulStopMs`, and are abandoned after
 * (their requests already counted, as k6 counts an interrupted iteration's requests).
 */
export async function runStages(options: RunnerOptions): Promise<RunnerResult> {
  const { plan, clock, metrics } = options;
  const endMs = totalSeconds(plan) * 1000;
  const stop = new AbortController();
  const abort = (): void => stop.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  const started = clock.now();
  const elapsed = (): number => clock.now() - started;
  const running: Promise<void>[] = [];
  let active = 0;
  let peak = 0;

  const virtualUser = async (vu: number): Promise<void> => {
    for (let iteration = 0; !stop.signal.aborted && elapsed() < endMs - EDGE_MS; iteration++) {
      const begun = clock.now();
      try {
        await options.iteration(vu, iteration, stop.signal);
        if (!stop.signal.aborted) metrics.iteration();
      } catch {
        // An iteration that throws is one k6 would count as interrupted: its requests are in.
      }
      const rest = options.pacingMs - (clock.now() - begun);
      if (rest > 0) await clock.sleep(Math.min(rest, endMs - elapsed()), stop.signal);
    }
  };

  let second = 0;
  for (;;) {
    // Users first, so a second's sample counts those running when it closes (k6's `vus` gauge).
    const wanted = Math.min(vusAt(plan, elapsed()), maxVus(plan));
    while (active < wanted) {
      running.push(virtualUser(active));
      active++;
    }
    peak = Math.max(peak, active);
    while (second < Math.min(Math.floor(elapsed() / 1000), endMs / 1000)) {
      second++;
      const sample = metrics.closeSecond(second, active);
      options.onSecond(
        { elapsedSeconds: second, metrics: metrics.metrics(second, active) },
        sample,
      );
    }
    if (stop.signal.aborted || elapsed() >= endMs) break;
    await clock.sleep(Math.min(TICK_MS, endMs - elapsed()), stop.signal);
  }
  // The last stage is over: running iterations may finish, for a while.
  const drained = Promise.all(running).then(() => true);
  const finished = await Promise.race([
    drained,
    clock.sleep(options.gracefulStopMs, stop.signal).then(() => false),
  ]);
  stop.abort();
  if (!finished) await Promise.race([drained, clock.sleep(0)]);
  options.signal?.removeEventListener('abort', abort);
  return { elapsedSeconds: Math.round(elapsed() / 1000), maxVus: peak };
}
