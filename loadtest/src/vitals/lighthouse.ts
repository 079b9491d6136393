import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { cpuBlockingMs, cpuTasks } from './cpu-blocking.js';

/** What one Lighthouse run (mobile, simulated throttling: its defaults) reports for a page. */
export interface VitalsRun {
  /** The performance category, 0–1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT counted from the CPU time of each task (cpu-blocking.ts): steadier than Lighthouse's. */
  cpuTbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every response's transferred size (compressed), bytes. */
  transferBytes: number;
  /** The LCP element as Lighthouse names it (a selector and a snippet), for the report. */
  lcpElement: string;
  /** Main-thread time by group (script evaluation, style and layout, …), ms. */
  mainThread: Record<string, number>;
  /** Lighthouse's measure of this machine's speed at the time (a busy machine scores low). */
  benchmarkIndex: number;
}

export interface LighthouseOptions {
  /** Lighthouse's CPU slowdown in its simulation (its default, 4, stands for a mid-range phone). */
  cpuSlowdown?: number;
  /**
   * Where to write the run's whole report (JSON), to read its long tasks and scripts later; its
   * trace goes beside it (`….trace.json`).
   */
  reportFile?: string;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no figure for ${audit}`);
  return value;
}

interface NodeItem {
  type?: string;
  selector?: string;
  snippet?: string;
}

/** The LCP element, from the LCP breakdown insight (a list: its phases' table, then the node). */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: NodeItem[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  if (!node) return '–';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  return `${node.selector ?? ''} ${snippet.length > 140 ? `${snippet.slice(0, 140)}…` : snippet}`;
}

function mainThread(lhr: Result): Record<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: { groupLabel?: string; duration?: number }[] } | undefined;
  const out: Record<string, number> = {};
  for (const item of details?.items ?? []) {
    if (item.groupLabel && typeof item.duration === 'number') out[item.groupLabel] = item.duration;
  }
  return out;
}

/** One Lighthouse navigation of `url` in the Chromium listening on `port`. */
export async function runLighthouse(
  url: string,
  port: number,
  options: LighthouseOptions = {},
): Promise<VitalsRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(options.cpuSlowdown !== undefined
      ? {
          throttling: {
            // Lighthouse's mobile "Slow 4G" figures, with the CPU slowdown asked for.
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 562.5,
            downloadThroughputKbps: 1474.56,
            uploadThroughputKbps: 675,
            cpuSlowdownMultiplier: options.cpuSlowdown,
          },
        }
      : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (options.reportFile) writeFileSync(options.reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  const trace = (result.artifacts as { Trace?: Parameters<typeof cpuTasks>[0] }).Trace;
  if (!trace) throw new Error(`Lighthouse kept no trace of ${url}`);
  // Beside the report: the trace opens in Chromium's DevTools (Performance panel), task by task.
  if (options.reportFile) {
    writeFileSync(options.reportFile.replace(/(\.json)?$/, '.trace.json'), JSON.stringify(trace));
  }
  const { tasks, firstPaintUs } = cpuTasks(trace);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
  return {
    score,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cpuTbtMs: cpuBlockingMs(
      tasks,
      firstPaintUs,
      lhr.configSettings.throttling.cpuSlowdownMultiplier,
    ),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    lcpElement: lcpElement(lhr),
    mainThread: mainThread(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
