/**
 * The step load's rates: `first` messages/s, doubling, up to `max` (the last step is `max` itself
 * when doubling would pass it), so a run always ends even if the p95 never passes its limit.
 */
export function stepRates(first: number, max: number): number[] {
  if (!(first > 0) || !(max >= first)) throw new Error(`bad step rates: ${first} to ${max}`);
  const rates: number[] = [];
  for (let rate = first; rate < max; rate *= 2) rates.push(rate);
  rates.push(max);
  return rates;
}

/**
 * When each send of one step starts, in ms from the step's start: evenly spaced (an open loop:
 * a slow answer never delays the next send, so queueing shows in the latency).
 */
export function sendOffsets(rate: number, durationSec: number): number[] {
  const count = Math.max(1, Math.round(rate * durationSec));
  return Array.from({ length: count }, (_, i) => (i * 1000) / rate);
}

export interface StepFigures {
  rate: number;
  p95: number;
}

/**
 * "Messages/s until p95 passes the limit": the highest rate before the first step whose p95
 * passed it (`passedAt`), or every rate held (`passedAt` null). A step that delivered nothing
 * (NaN p95) counts as passed.
 */
export function sustainedRate(
  steps: readonly StepFigures[],
  limitMs: number,
): { sustained: number | null; passedAt: number | null } {
  let sustained: number | null = null;
  for (const step of steps) {
    if (!(step.p95 <= limitMs)) return { sustained, passedAt: step.rate };
    sustained = step.rate;
  }
  return { sustained, passedAt: null };
}
