import type { StressRunKind, StressRunSummary } from '@arrendo/contracts/web';
import { compareRuns, type ComparedFigure, type FigureSpec } from './compare';
import type { StressFormat } from './format';

/** How a figure is written (format.ts). */
export type FigureUnit = 'count' | 'perSecond' | 'ms' | 'rate';

export type FigureKey =
  | 'requests'
  | 'throughput'
  | 'iterations'
  | 'p50'
  | 'p95'
  | 'p99'
  | 'failed'
  | 'deliveryP50'
  | 'deliveryP95'
  | 'deliveryP99'
  | 'doubleBookings'
  | 'slotsWithoutOneWinner';

interface Figure extends FigureSpec<StressRunSummary, FigureKey> {
  unit: FigureUnit;
}

const metrics = (run: StressRunSummary) => run.result?.metrics;
const booking = (run: StressRunSummary) => run.result?.booking;

const COMMON: readonly Figure[] = [
  { key: 'requests', unit: 'count', better: 'higher', read: (r) => metrics(r)?.http_reqs.count },
  {
    key: 'throughput',
    unit: 'perSecond',
    better: 'higher',
    read: (r) => metrics(r)?.http_reqs.rate,
  },
  {
    key: 'iterations',
    unit: 'count',
    better: 'higher',
    read: (r) => metrics(r)?.iterations.count,
  },
  {
    key: 'p50',
    unit: 'ms',
    better: 'lower',
    read: (r) => metrics(r)?.http_req_duration['p(50)'],
  },
  {
    key: 'p95',
    unit: 'ms',
    better: 'lower',
    read: (r) => metrics(r)?.http_req_duration['p(95)'],
  },
  {
    key: 'p99',
    unit: 'ms',
    better: 'lower',
    read: (r) => metrics(r)?.http_req_duration['p(99)'],
  },
  { key: 'failed', unit: 'rate', better: 'lower', read: (r) => metrics(r)?.http_req_failed.rate },
];

const BOOKING: readonly Figure[] = [
  {
    key: 'doubleBookings',
    unit: 'count',
    better: 'lower',
    read: (r) => booking(r)?.doubleBookings.overlaps,
  },
  {
    key: 'slotsWithoutOneWinner',
    unit: 'count',
    better: 'lower',
    read: (r) => {
      const b = booking(r);
      return b ? b.slotsContested - b.slotsWithOneWinner : null;
    },
  },
];

const delivery = (p: 'p(50)' | 'p(95)' | 'p(99)') => (r: StressRunSummary) =>
  metrics(r)?.message_delivery_duration?.[p];

const MESSAGES: readonly Figure[] = [
  { key: 'deliveryP50', unit: 'ms', better: 'lower', read: delivery('p(50)') },
  { key: 'deliveryP95', unit: 'ms', better: 'lower', read: delivery('p(95)') },
  { key: 'deliveryP99', unit: 'ms', better: 'lower', read: delivery('p(99)') },
];

/** The figures two runs of a page are compared by, in the order the table shows them. */
export function comparedFigures(kind: StressRunKind): readonly Figure[] {
  return kind === 'booking' ? [...BOOKING, ...COMMON] : [...MESSAGES, ...COMMON];
}

export interface ComparisonRow extends ComparedFigure<FigureKey> {
  unit: FigureUnit;
}

/** Two finished runs figure by figure: which did better, and how much B moved from A. */
export function compareStressRuns(
  kind: StressRunKind,
  a: StressRunSummary,
  b: StressRunSummary,
): ComparisonRow[] {
  const specs = comparedFigures(kind);
  return compareRuns(a, b, specs).map((row, i) => ({ ...row, unit: specs[i]?.unit ?? 'count' }));
}

/** A figure in its unit. */
export function formatFigure(fmt: StressFormat, unit: FigureUnit, value: number | null): string {
  return fmt[unit](value);
}
