import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { serviceUrlsFromEnv } from '@arrendo/infra/deps';
import { waitForBff } from '@arrendo/infra/launcher';
import {
  BENCH_MEDIA_DIR,
  BENCH_PREFIX,
  benchDatabaseUrl,
  PUBLIC_MEDIA_BASE,
  startBenchStack,
} from './bench-stack.js';
import { runBookingSuite } from './booking/suite.js';
import {
  ownBookingTarget,
  runningBookingTarget,
  sqlOnlyBookingTarget,
  type PreparedBookingTarget,
} from './booking/target.js';
import { generateDataset } from './dataset/generate.js';
import { BENCH_LISTINGS_DEFAULT, GENERATOR_VERSION } from './dataset/listings.js';
import { readMarker, resetBenchData, writeMarker } from './dataset/marker.js';
import { explainStatements, renderPlanSummary } from './explain.js';
import { runHttpLoad } from './http-load.js';
import { listingStatements, type ListingStatements } from './listing-statements.js';
import { renderResults, renderTargets, type ScenarioResult } from './report.js';
import {
  cycling,
  deepPageStarts,
  scenarioGenerators,
  searchPath,
  type Scenario,
  type ScenarioId,
  type SearchParams,
} from './scenarios.js';
import { listingPool, runSqlLoad, runStatement } from './sql-load.js';
import { runVitalsSuite } from './vitals/suite.js';
import { runHostSuite } from './host/suite.js';
import { runMessagesSuite } from './messages/suite.js';
import { ownMessagesTarget } from './messages/target.js';

// `pnpm bench`: figures only (except one correctness check, below). BENCH_SUITE picks what runs:
//   BENCH_SUITE (search)     search | booking | all (search, booking, host, messages) | host |
//                            messages | vitals
// search: the search under load, through the BFF and as raw SQL.
//   BENCH_CONNECTIONS (10)   concurrent HTTP connections, and SQL clients (both suites)
//   BENCH_DURATION (10 s)    measured per scenario and side; BENCH_WARMUP (3 s) before each
//   BENCH_LISTINGS (100000)  size of the generated catalogue
//   BENCH_REGENERATE=1       drop the bench database and generate it again
//   BENCH_SCENARIOS          e.g. "santiago-stay,deep-page" (default: all five)
//   BENCH_URL                bench a running system instead (its DATABASE_URL for the SQL side;
//                            for booking also its NATS_URL and NATS_SUBJECT_PREFIX)
// booking: holds (`POST /api/bookings` as signed-in guests) on distinct slots, holds/s and p95,
// beside the same inserts straight into booking.bookings; then one slot contended by
// BENCH_CONTENTION holds at once, through the BFF and in SQL. Not exactly one winner on either
// side fails the run (exit code 1): that is correctness, not timing. Its own system runs on
// BENCH_BOOKING_DATABASE; each run makes new guests and listings there (or on BENCH_URL's system).
//   BENCH_BOOKING_DATABASE (arrendo_bench_booking)
//   BENCH_BOOKING_LISTINGS (200)  listings the distinct slots spread over (half homes, half hourly)
//   BENCH_BOOKING_GUESTS (10)     guests signed in; holds go round robin over them
//   BENCH_CONTENTION (500)        holds of one slot sent at once
//   BENCH_CONTENTION_CLIENTS (20) SQL connections the raw contention is spread over
//   BENCH_BOOKING_SIDES (bff,sql) "sql" alone needs no system (schema migrated on its database)
// host: one host's dashboard (`GET /api/host/dashboard`, signed in) beside the booking service's
// statements for it, on the booking suite's system (BENCH_BOOKING_DATABASE, or BENCH_URL's).
//   BENCH_HOST_LISTINGS (300)     the host's listings (half homes, half hourly spaces)
//   BENCH_HOST_BOOKINGS (20000)   their bookings, written straight into booking.bookings
//   BENCH_HOST_GUESTS (50)        the guests those bookings go round robin over
//   BENCH_HOST_CONNECTIONS (1)    concurrent readers of the dashboard (and SQL clients)
// messages: BENCH_MESSAGE_STREAMS people hold the live stream (`GET /api/messages/stream`) open,
// both sides of half as many conversations, on the booking suite's system (BENCH_BOOKING_DATABASE,
// or BENCH_URL's: there its MESSAGES_PER_MINUTE limit applies). Send → recipient's stream delivery
// p50/p95/p99 at a steady rate against the target (p95 ≤ 150 ms), then a step load
// (doubling messages/s, BENCH_DURATION each) until the p95 passes 500 ms.
//   BENCH_MESSAGE_STREAMS (200)   open SSE streams
//   BENCH_MESSAGE_RATE (10)       messages/s of the steady run
//   BENCH_MESSAGE_FIRST_RATE (10) the first step; each next one doubles it
//   BENCH_MESSAGE_MAX_RATE (1280) the largest step (the run ends there if the p95 never passes)
// vitals: Lighthouse mobile figures (score, FCP, LCP, TBT, CLS, Speed Index, bytes) for the home
// page and a demo property page, 3 runs each and the median; needs `pnpm --filter @arrendo/web
// build` first (see loadtest/src/vitals/suite.ts). Not part of `all`.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSec = Number(process.env.BENCH_DURATION ?? 10);
const warmupSec = Number(process.env.BENCH_WARMUP ?? 3);
const listingCount = Number(process.env.BENCH_LISTINGS ?? BENCH_LISTINGS_DEFAULT);
const regenerate = process.env.BENCH_REGENERATE === '1';
const ALL: readonly ScenarioId[] = ['santiago-stay', 'hourly', 'bounds', 'deep-page', 'browse'];
const chosen = (process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim()) ?? ALL).filter(
  (s): s is ScenarioId => (ALL as readonly string[]).includes(s),
);
/** The deep page: this many starting searches, each followed to page 10. */
const DEEP_STARTS = 8;
const DEEP_PAGE = 10;
const STALE_AFTER_DAYS = 30;

const SUITES = ['search', 'booking', 'all', 'host', 'messages', 'vitals'] as const;
const suite = process.env.BENCH_SUITE ?? 'search';
if (!(SUITES as readonly string[]).includes(suite)) {
  throw new Error(`BENCH_SUITE=${suite}: expected one of ${SUITES.join(', ')}`);
}
const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const sides = (process.env.BENCH_BOOKING_SIDES ?? 'bff,sql').split(',').map((s) => s.trim());
const booking = {
  connections,
  durationSec,
  warmupSec,
  listings: positive('BENCH_BOOKING_LISTINGS', 200),
  guests: positive('BENCH_BOOKING_GUESTS', 10),
  contention: positive('BENCH_CONTENTION', 500),
  contentionClients: positive('BENCH_CONTENTION_CLIENTS', 20),
  sides: { bff: sides.includes('bff'), sql: sides.includes('sql') },
};
const host = {
  // One host reads their own dashboard: the target is a busy host's answer, not throughput.
  connections: positive('BENCH_HOST_CONNECTIONS', 1),
  durationSec,
  warmupSec,
  listings: positive('BENCH_HOST_LISTINGS', 300),
  bookings: positive('BENCH_HOST_BOOKINGS', 20_000),
  guests: positive('BENCH_HOST_GUESTS', 50),
};
const messages = {
  streams: positive('BENCH_MESSAGE_STREAMS', 200),
  rate: positive('BENCH_MESSAGE_RATE', 10),
  firstStep: positive('BENCH_MESSAGE_FIRST_RATE', 10),
  maxStep: positive('BENCH_MESSAGE_MAX_RATE', 1280),
  durationSec,
  warmupSec,
};
if (!booking.sides.bff && !booking.sides.sql) {
  throw new Error('BENCH_BOOKING_SIDES must name bff, sql or both');
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

interface Target {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function prepareOwnStack(): Promise<Target> {
  const databaseUrl = benchDatabaseUrl();
  const marker = await readMarker(databaseUrl);
  const fresh =
    !regenerate &&
    marker !== null &&
    marker.version === GENERATOR_VERSION &&
    marker.listings === listingCount;
  if (fresh) {
    const ageDays = (Date.now() - marker.generatedAt.getTime()) / 86_400_000;
    console.log(
      `Reusing the bench data (${marker.version}: ${marker.listings} listings, ${marker.events} ` +
        `booking events, generated ${marker.generatedAt.toISOString()} in ${seconds(marker.generationMs)}).`,
    );
    if (ageDays > STALE_AFTER_DAYS) {
      console.log(
        `  It is ${ageDays.toFixed(0)} days old: its bookings are drifting into the past. ` +
          'BENCH_REGENERATE=1 makes it again.',
      );
    }
  } else {
    const why = regenerate
      ? 'BENCH_REGENERATE=1'
      : marker === null
        ? 'no complete dataset yet'
        : `dataset ${marker.version} × ${marker.listings} ≠ ${GENERATOR_VERSION} × ${listingCount}`;
    console.log(`Generating the bench data (${why}): resetting ${databaseUrl}…`);
    await resetBenchData({
      databaseUrl,
      natsUrl: serviceUrlsFromEnv().natsUrl,
      prefix: BENCH_PREFIX,
    });
  }
  const stack = await startBenchStack();
  try {
    if (!fresh) {
      const now = new Date();
      const t0 = performance.now();
      const summary = await generateDataset({
        count: listingCount,
        natsUrl: stack.natsUrl,
        prefix: stack.prefix,
        databaseUrl,
        mediaDir: BENCH_MEDIA_DIR,
        publicMediaBase: PUBLIC_MEDIA_BASE,
        now,
      });
      const generationMs = performance.now() - t0;
      await writeMarker(databaseUrl, {
        version: GENERATOR_VERSION,
        listings: summary.listings,
        events: summary.events,
        generatedAt: now,
        generationMs: Math.round(generationMs),
      });
      console.log(
        `Generated ${summary.listings} listings and ${summary.events} booking events in ` +
          `${seconds(generationMs)}: import ${seconds(summary.importMs)}; bulk ` +
          `${seconds(summary.bulkMs)} (${summary.events - summary.sampledEvents} events written ` +
          `${seconds(summary.bulkLoadMs)}, every document refreshed ${seconds(summary.refreshMs)}); ` +
          `${summary.sampledEvents} events through JetStream: publish ` +
          `${seconds(summary.publishMs)}, projection catch-up ${seconds(summary.catchUpMs)}.`,
      );
    }
    return { url: stack.url, databaseUrl, stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

async function reuse(url: string): Promise<Target> {
  const databaseUrl = serviceUrlsFromEnv().databaseUrl;
  await waitForBff(url, { timeoutMs: 10_000, accept: (health) => health?.httpStatus === 200 });
  console.log(`Using the running system at ${url} (database ${databaseUrl}).`);
  return { url, databaseUrl, stop: async () => undefined };
}

interface SearchBody {
  items: unknown[];
  nextCursor: string | null;
  total: { count: number; relation: string } | null;
}

async function search(url: string, params: SearchParams): Promise<SearchBody> {
  const response = await fetch(new URL(searchPath(params), url));
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${searchPath(params)} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as SearchBody;
}

/** Page 10 of each start, reached by following the BFF's own cursors. */
async function deepPages(url: string, starts: readonly SearchParams[]): Promise<SearchParams[]> {
  const pages: SearchParams[] = [];
  for (const start of starts) {
    let params = start;
    let page = 1;
    while (page < DEEP_PAGE) {
      const body = await search(url, params);
      if (body.nextCursor === null) break;
      params = { ...start, cursor: body.nextCursor };
      page++;
    }
    if (page === DEEP_PAGE) pages.push(params);
  }
  return pages;
}

/** Fresh generators: the BFF and SQL runs each start from the same first request. */
function scenarioFor(id: ScenarioId, deep: readonly SearchParams[], seed = ''): Scenario {
  if (id === 'deep-page') {
    return cycling(id, `deep page: page ${DEEP_PAGE} of Santiago 20 km + 2 guests`, deep);
  }
  return scenarioGenerators({ now: new Date(), seed })[id];
}

/** What one request of each scenario returns: so nobody benchmarks empty answers. */
async function describeSample(url: string, scenario: Scenario): Promise<string> {
  const params = scenario.next();
  const body = await search(url, params);
  const total = body.total
    ? `${body.total.relation === 'atLeast' ? '≥' : ''}${body.total.count}`
    : '–';
  return `${scenario.title}: e.g. ${body.items.length} items, total ${total}, ${searchPath(params)}`;
}

async function benchScenario(
  target: Target,
  statements: ListingStatements,
  id: ScenarioId,
  deep: readonly SearchParams[],
): Promise<{ result: ScenarioResult; explain: string[] }> {
  const title = scenarioFor(id, deep).title;
  console.log(`\n${title}`);
  const http = async (seconds: number, label: string) => {
    const scenario = scenarioFor(id, deep, label);
    return runHttpLoad({
      url: target.url,
      connections,
      durationSec: seconds,
      label,
      nextPath: () => searchPath(scenario.next()),
    });
  };
  console.log('  BFF: warming up, measuring…');
  await http(warmupSec, 'warmup');
  const bff = await http(durationSec, 'measured');

  const pool = listingPool(target.databaseUrl, connections * 2);
  try {
    const sqlRun = async (seconds: number, label: string) => {
      const scenario = scenarioFor(id, deep, label);
      return runSqlLoad({
        pool,
        concurrency: connections,
        durationSec: seconds,
        label,
        nextRequest: () => statements.forParams(scenario.next()),
      });
    };
    console.log('  raw SQL: warming up, measuring…');
    await sqlRun(warmupSec, 'warmup');
    const sql = await sqlRun(durationSec, 'measured');

    const first = await statements.forParams(scenarioFor(id, deep, 'measured').next());
    const results = await Promise.all(first.statements.map((s) => runStatement(pool, s)));
    const byIds = first.followUp?.(results[0]?.rows ?? []);
    const plans = await explainStatements(pool, [...first.statements, ...(byIds ? [byIds] : [])]);
    const explain = [`  ${title}`, ...plans.flatMap((p) => renderPlanSummary(p.name, p.summary))];
    return { result: { title, bff, sql }, explain };
  } finally {
    await pool.end();
  }
}

async function runSearchSuite(): Promise<void> {
  const target = process.env.BENCH_URL
    ? await reuse(process.env.BENCH_URL)
    : await prepareOwnStack();
  const statements = listingStatements(target.databaseUrl);
  try {
    console.log(
      `\nNode ${process.version}, ${availableParallelism()} CPU(s); ${connections} connections / SQL ` +
        `clients; ${warmupSec} s warm-up and ${durationSec} s measured per scenario and side.`,
    );
    // A shared machine: the load of everything else running colours every figure below.
    const load = loadavg().map((n) => n.toFixed(2));
    console.log(`Load average (1, 5, 15 min) at the start: ${load.join(', ')}.`);
    const deep = chosen.includes('deep-page')
      ? await deepPages(target.url, deepPageStarts({ now: new Date() }, DEEP_STARTS))
      : [];
    if (chosen.includes('deep-page')) {
      console.log(`Deep page: ${deep.length} of ${DEEP_STARTS} starts reach page ${DEEP_PAGE}.`);
    }
    const runnable = chosen.filter((id) => id !== 'deep-page' || deep.length > 0);
    for (const id of runnable) console.log(await describeSample(target.url, scenarioFor(id, deep)));

    const results: ScenarioResult[] = [];
    const explains: string[] = [];
    for (const id of runnable) {
      const { result, explain } = await benchScenario(target, statements, id, deep);
      results.push(result);
      explains.push(...explain);
    }
    console.log(`\n${renderResults(results)}\n`);
    console.log(
      `Load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}.`,
    );
    console.log(`Target (printed, not asserted): p95 through the BFF and its ratio to raw SQL`);
    console.log(`${renderTargets(results)}\n`);
    console.log('EXPLAIN (ANALYZE, BUFFERS) of the first request of each scenario:');
    console.log(explains.join('\n'));
    if (results.some((r) => r.bff.errors > 0 || (r.sql?.errors ?? 0) > 0)) {
      console.log('\nErrors count failed requests (HTTP non-2xx, timeouts, SQL errors).');
    }
  } finally {
    await statements.close();
    await target.stop();
  }
}

async function bookingTarget(): Promise<PreparedBookingTarget> {
  if (process.env.BENCH_URL) return runningBookingTarget(process.env.BENCH_URL);
  return booking.sides.bff ? ownBookingTarget(booking.contention) : sqlOnlyBookingTarget();
}

async function runBooking(): Promise<string[]> {
  const target = await bookingTarget();
  try {
    return await runBookingSuite(target, booking);
  } finally {
    await target.stop();
  }
}

if (suite === 'vitals') await runVitalsSuite();
if (suite === 'search' || suite === 'all') await runSearchSuite();
const problems = suite === 'booking' || suite === 'all' ? await runBooking() : [];
if (suite === 'host' || suite === 'all') {
  const target = process.env.BENCH_URL
    ? await runningBookingTarget(process.env.BENCH_URL)
    : await ownBookingTarget(booking.contention);
  try {
    await runHostSuite(target, host);
  } finally {
    await target.stop();
  }
}
if (suite === 'messages' || suite === 'all') {
  const target = process.env.BENCH_URL
    ? await runningBookingTarget(process.env.BENCH_URL)
    : await ownMessagesTarget(messages.maxStep);
  try {
    await runMessagesSuite(target, messages);
  } finally {
    await target.stop();
  }
}
if (problems.length > 0) {
  console.error(`\n!!! BOOKING CORRECTNESS FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
}
