import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { waitForBff, startIsolatedStack, repoRoot } from '@arrendo/infra/launcher';
import { createRequire } from 'node:module';
import { runLighthouse, type VitalsRun } from './lighthouse.js';
import { renderDetails, renderVitals, type PageVitals } from './report.js';
import { parseBuilds, serveBuild, type ServedBuild } from './builds.js';

// BENCH_SUITE=vitals: Lighthouse (mobile, simulated throttling: Slow 4G, 4× CPU, Moto G Power
// screen; its defaults) on the home page and a demo property page, BENCH_VITALS_RUNS times each,
// every run and the median printed. Builds nothing: run `pnpm --filter @arrendo/web build` first
// (the BFF serves web/dist). Its own system with the demo catalogue, as the browser tests do,
// unless BENCH_URL names a running one.
//   BENCH_VITALS_RUNS (3)
//   BENCH_VITALS_PROPERTY   a property id (default: the first listing of the catalogue)
//   BENCH_VITALS_CPU_SLOWDOWN  Lighthouse's simulated CPU slowdown (its default 4). Lighthouse
//                          scales the CPU time it observes: on a busy machine ("machine", its
//                          benchmark index, well under ~1000) every CPU figure is inflated.
//   BENCH_VITALS_REPORTS    a folder: every run's whole Lighthouse report is written there as
//                          JSON (<page>-<run>.json), to read its long tasks and scripts, and its
//                          trace (<page>-<run>.trace.json: open it in Chromium's DevTools,
//                          Performance panel, to see each task's work)
//   CHROME_PATH             (default /usr/lib/chromium/chromium, else /usr/bin/chromium)
//   BENCH_VITALS_BUILDS     "before=/path/to/other/web,after=web": compares builds in one run
//                          (see builds.ts): each folder's dist/ and dist-server/ served by a BFF
//                          of its own on the one system, run i of every build before run i + 1.

const lighthouseVersion = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  // Debian's /usr/bin/chromium is a shell wrapper around this binary.
  return existsSync('/usr/lib/chromium/chromium')
    ? '/usr/lib/chromium/chromium'
    : '/usr/bin/chromium';
}

interface Target {
  url: string;
  /** The system's environment, when this run started it (for the builds' own BFFs). */
  env?: Record<string, string>;
  stop(): Promise<void>;
}

const ATTEMPTS = 3;

/** Lighthouse now and then fails to record a trace on a busy machine: that run is made again. */
async function measure(
  url: string,
  port: number,
  cpuSlowdown: number | undefined,
  reportFile: string | undefined,
): Promise<VitalsRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, port, {
        ...(cpuSlowdown !== undefined ? { cpuSlowdown } : {}),
        ...(reportFile !== undefined ? { reportFile } : {}),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  (run failed, again: ${String(error).slice(0, 200)})`);
    }
  }
}

async function target(): Promise<Target> {
  const running = process.env.BENCH_URL;
  if (running) {
    await waitForBff(running, { timeoutMs: 10_000, accept: (h) => h?.httpStatus === 200 });
    console.log(`Using the running system at ${running}.`);
    return { url: running, stop: async () => undefined };
  }
  const resultsDir = join(repoRoot, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const logFile = join(resultsDir, 'bench-vitals.log');
  console.log(`Starting the system with the demo catalogue (log ${logFile})…`);
  const stack = await startIsolatedStack({
    label: 'vitals',
    logFile,
    minListings: 300,
    env: { LOG_LEVEL: 'warn' },
  });
  console.log(`System up on ${stack.url} (${stack.listings} listings).`);
  return { url: stack.url, env: stack.env, stop: stack.stop };
}

async function demoPropertyId(url: string): Promise<string> {
  if (process.env.BENCH_VITALS_PROPERTY) return process.env.BENCH_VITALS_PROPERTY;
  const response = await fetch(new URL('/api/properties?limit=1', url));
  const body = (await response.json()) as { items?: { id?: string }[] };
  const id = body.items?.[0]?.id;
  if (!response.ok || !id) throw new Error(`GET /api/properties?limit=1 gave no listing`);
  return id;
}

/**
 * The BFF's first answers (code paths, connections, caches) are not what a visitor waits for.
 * Best effort: on a busy machine one of them may fail, which the runs themselves then show.
 */
async function warm(url: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    for (let i = 0; i < 3; i++) {
      try {
        const response = await fetch(new URL(path, url), { headers: { accept: 'text/html' } });
        await response.arrayBuffer();
      } catch (error) {
        console.log(`  (warming ${path} on ${url} failed: ${String(error).slice(0, 120)})`);
      }
    }
  }
}

export async function runVitalsSuite(): Promise<void> {
  const runs = Number(process.env.BENCH_VITALS_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_VITALS_RUNS must be ≥ 1');
  const slowdownEnv = process.env.BENCH_VITALS_CPU_SLOWDOWN;
  const cpuSlowdown = slowdownEnv ? Number(slowdownEnv) : undefined;
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
    throw new Error('BENCH_VITALS_CPU_SLOWDOWN must be a number ≥ 1');
  }
  const builds = parseBuilds(process.env.BENCH_VITALS_BUILDS ?? '');
  const reports = process.env.BENCH_VITALS_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  if (builds.length > 0 && process.env.BENCH_URL) {
    throw new Error('BENCH_VITALS_BUILDS starts its own system: leave BENCH_URL unset');
  }
  if (!process.env.BENCH_URL && !existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `pnpm --filter @arrendo/web build` first.');
  }
  const system = await target();
  const served: ServedBuild[] = [];
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  try {
    const propertyId = await demoPropertyId(system.url);
    const paths = ['/', `/property/${propertyId}`];
    if (builds.length > 0) {
      const log = createWriteStream(join(repoRoot, 'test-results', 'bench-vitals-builds.log'));
      const starting = builds.map((build) =>
        serveBuild(build, system.env ?? {}, (line) => log.write(`${line}\n`)),
      );
      // Every BFF that came up is stopped below, even when another did not.
      const results = await Promise.allSettled(starting);
      for (const result of results) if (result.status === 'fulfilled') served.push(result.value);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    // Without builds to compare, the system's own BFF and web/dist.
    const sides = served.length > 0 ? served : [{ label: '', url: system.url }];
    const pages = sides.flatMap((side) => [
      { title: `${side.label} home /`.trim(), url: new URL(paths[0] ?? '/', side.url).href },
      { title: `${side.label} property page`.trim(), url: new URL(paths[1] ?? '/', side.url).href },
    ]);
    for (const side of sides) {
      await warm(side.url, [...paths, '/api/health', '/api/search']);
    }
    console.log(
      `\nLighthouse ${lighthouseVersion} (mobile, simulated throttling: Slow 4G, CPU ` +
        `${cpuSlowdown ?? 4}×), ${runs} run(s) per page; property ` +
        `${propertyId}. Load average at the start: ${loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')}.`,
    );
    const results: PageVitals[] = pages.map((page) => ({ title: page.title, runs: [] }));
    // Run i of every page (and build) before run i + 1: a busy spell weighs on all alike.
    for (let i = 0; i < runs; i++) {
      for (const [index, page] of pages.entries()) {
        const reportFile = reports
          ? join(reports, `${page.title.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`)
          : undefined;
        const run = await measure(page.url, chrome.port, cpuSlowdown, reportFile);
        console.log(
          `  ${page.title} run ${i + 1}: score ${run.score.toFixed(2)}, LCP ` +
            `${(run.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run.tbtMs)} ms (CPU ` +
            `${Math.round(run.cpuTbtMs)} ms), CLS ` +
            `${run.cls.toFixed(3)}`,
        );
        results[index]?.runs.push(run);
      }
    }
    console.log(`\n${renderVitals(results)}\n`);
    console.log(renderDetails(results));
    console.log(
      '\n"machine" is Lighthouse\'s benchmark index of this machine during the run: Lighthouse ' +
        'scales the wall time of each task it observes, so on a busy machine the CPU-bound ' +
        'figures (TBT, LCP, score) are inflated; compare runs made under like load. "CPU TBT" ' +
        'counts the same tasks by the CPU time the page spent in them (cpu-blocking.ts), which ' +
        'pauses of the machine do not inflate.',
    );
    console.log(
      `\nLoad average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}. Figures only: nothing here passes or fails.`,
    );
  } finally {
    chrome.kill();
    await Promise.all(served.map((build) => build.stop()));
    await system.stop();
  }
}
