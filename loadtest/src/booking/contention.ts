import { percentile } from '../stats.js';

/** One contender for the slot: won, lost to the winner, or something else (status or 'error'). */
export interface ContenderOutcome {
  outcome: 'won' | 'lost' | string;
  ms: number;
}

export interface ContentionTally {
  title: string;
  contenders: number;
  won: number;
  lost: number;
  /** Every other answer by kind (e.g. `503`, `429`, `error`). */
  other: Record<string, number>;
  /** Over every contender, whatever its answer. */
  p50: number;
  p95: number;
  max: number;
  /** Active bookings on the slot afterwards, as the database has them (when it could be read). */
  rowsAfter?: number;
}

export function tallyContention(
  title: string,
  outcomes: readonly ContenderOutcome[],
  rowsAfter?: number,
): ContentionTally {
  const other: Record<string, number> = {};
  let won = 0;
  let lost = 0;
  for (const o of outcomes) {
    if (o.outcome === 'won') won++;
    else if (o.outcome === 'lost') lost++;
    else other[o.outcome] = (other[o.outcome] ?? 0) + 1;
  }
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    title,
    contenders: outcomes.length,
    won,
    lost,
    other,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length === 0 ? Number.NaN : (sorted[sorted.length - 1] as number),
    ...(rowsAfter === undefined ? {} : { rowsAfter }),
  };
}

/** The HTTP answer of a hold as a contender's outcome: 201 won, 409 lost, else its status. */
export function holdOutcome(status: number | 'error'): string {
  return status === 201 ? 'won' : status === 409 ? 'lost' : String(status);
}

/**
 * Correctness, not timing: exactly one contender won, and the database holds exactly one active
 * booking on the slot. Anything else fails the run. Answers that are neither a win nor a loss
 * (busy, rate-limited) do not fail it, but are named: they never reached the constraint.
 */
export function contentionProblems(t: ContentionTally): string[] {
  const problems: string[] = [];
  if (t.won !== 1) problems.push(`${t.won} winners instead of exactly 1`);
  if (t.rowsAfter !== undefined && t.rowsAfter !== 1) {
    problems.push(`${t.rowsAfter} active bookings on the slot afterwards instead of exactly 1`);
  }
  return problems;
}

export function contentionNotes(t: ContentionTally): string[] {
  const others = Object.entries(t.other);
  if (others.length === 0) return [];
  const list = others.map(([k, n]) => `${n} × ${k}`).join(', ');
  return [`${t.title}: ${list} answered neither won nor lost (they never reached the slot)`];
}
