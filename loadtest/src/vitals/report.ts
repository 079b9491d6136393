import { table } from '../report.js';
import type { VitalsRun } from './lighthouse.js';

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const millis = (ms: number): string => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const kib = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} KiB` : '–';

function row(
  label: string,
  run: Omit<VitalsRun, 'lcpElement' | 'mainThread' | 'benchmarkIndex'>,
): string[] {
  return [
    label,
    Number.isFinite(run.score) ? run.score.toFixed(2) : '–',
    seconds(run.fcpMs),
    seconds(run.lcpMs),
    millis(run.tbtMs),
    millis(run.cpuTbtMs),
    Number.isFinite(run.cls) ? run.cls.toFixed(3) : '–',
    seconds(run.speedIndexMs),
    kib(run.transferBytes),
  ];
}

/** Each field's median over the runs (each on its own: the runs' medians, not a median run). */
export function medianRun(
  runs: readonly VitalsRun[],
): Omit<VitalsRun, 'lcpElement' | 'mainThread' | 'benchmarkIndex'> {
  const of = (pick: (r: VitalsRun) => number): number => median(runs.map(pick));
  return {
    score: of((r) => r.score),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cpuTbtMs: of((r) => r.cpuTbtMs),
    cls: of((r) => r.cls),
    speedIndexMs: of((r) => r.speedIndexMs),
    transferBytes: of((r) => r.transferBytes),
  };
}

export interface PageVitals {
  title: string;
  runs: VitalsRun[];
}

/** Every run of every page, then each page's median line. */
export function renderVitals(pages: readonly PageVitals[]): string {
  const rows: string[][] = [
    ['', 'score', 'FCP', 'LCP', 'TBT', 'CPU TBT', 'CLS', 'Speed Index', 'transfer', 'machine'],
  ];
  for (const [p, page] of pages.entries()) {
    if (p > 0) rows.push(['—']);
    page.runs.forEach((run, i) =>
      rows.push([...row(`${page.title}, run ${i + 1}`, run), run.benchmarkIndex.toFixed(0)]),
    );
    rows.push([
      ...row(`${page.title}, median of ${page.runs.length}`, medianRun(page.runs)),
      median(page.runs.map((r) => r.benchmarkIndex)).toFixed(0),
    ]);
  }
  return table(rows);
}

/** The main-thread breakdown of each page's median-LCP run, and what its LCP element was. */
export function renderDetails(pages: readonly PageVitals[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    if (page.runs.length === 0) continue;
    const middle = median(page.runs.map((r) => r.lcpMs));
    const run = page.runs.reduce((best, r) =>
      Math.abs(r.lcpMs - middle) < Math.abs(best.lcpMs - middle) ? r : best,
    );
    const work = Object.entries(run.mainThread)
      .sort(([, a], [, b]) => b - a)
      .map(([group, ms]) => `${group} ${Math.round(ms)} ms`)
      .join(', ');
    lines.push(
      `${page.title}`,
      `  LCP element: ${run.lcpElement}`,
      `  main thread: ${work || '–'}`,
    );
  }
  return lines.join('\n');
}
