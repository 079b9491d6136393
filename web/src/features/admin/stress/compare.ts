/**
 * Two runs side by side: for each figure, which run did better and by how much. Latencies and
 * error rates are better lower; throughput and completed iterations higher. A difference within
 * `tolerance` (relative) is noise on a shared machine, and reads as a tie.
 */
export type Better = 'lower' | 'higher';
export type Verdict = 'a' | 'b' | 'same' | 'unknown';

export interface ComparedFigure<K extends string = string> {
  key: K;
  a: number | null;
  b: number | null;
  /** (b − a) ÷ a: +0.25 is 25 % more in run B; null when either is missing or a is 0. */
  change: number | null;
  verdict: Verdict;
}

export const SAME_WITHIN = 0.05;

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function compareFigure<K extends string>(
  key: K,
  a: number | null | undefined,
  b: number | null | undefined,
  better: Better,
  tolerance = SAME_WITHIN,
): ComparedFigure<K> {
  if (!known(a) || !known(b)) {
    return {
      key,
      a: known(a) ? a : null,
      b: known(b) ? b : null,
      change: null,
      verdict: 'unknown',
    };
  }
  const change = a === 0 ? null : (b - a) / Math.abs(a);
  const scale = Math.max(Math.abs(a), Math.abs(b));
  // Both zero (no errors in either run), or apart by less than the tolerance: a tie.
  if (scale === 0 || Math.abs(b - a) / scale <= tolerance) {
    return { key, a, b, change, verdict: 'same' };
  }
  const bWins = better === 'lower' ? b < a : b > a;
  return { key, a, b, change, verdict: bWins ? 'b' : 'a' };
}

export interface FigureSpec<R, K extends string> {
  key: K;
  better: Better;
  read(run: R): number | null | undefined;
}

/** Every figure of `specs`, read from both runs, in the specs' order. */
export function compareRuns<R, K extends string>(
  a: R,
  b: R,
  specs: readonly FigureSpec<R, K>[],
  tolerance = SAME_WITHIN,
): ComparedFigure<K>[] {
  return specs.map((spec) =>
    compareFigure(spec.key, spec.read(a), spec.read(b), spec.better, tolerance),
  );
}

/**
 * The runs the compare view holds after a click on a run's checkbox: at most two, the oldest
 * pick dropped for a third, a second click on a picked run unpicks it.
 */
export function togglePick(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  return [...picked, id].slice(-2);
}
