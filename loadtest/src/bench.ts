import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serviceUrlsFromEnv } from '../../infra/src/ensure-services.js';
import { waitForBff } from '../../infra/src/launcher/health.js';
import { startIsolatedStack } from '../../infra/src/launcher/isolated-stack.js';
import { repoRoot } from '../../infra/src/paths.js';
import { renderComparison } from './report.js';
import { runSqlLoad } from './sql-load.js';
import type { LoadStats } from './stats.js';

// `pnpm bench`: GET /api/properties?limit=24 through the running system, then the same query
// pair straight against Postgres, at the same concurrency for the same time. Figures only.
//   BENCH_URL=http://localhost:3000 pnpm bench   reuses a running stack (DATABASE_URL must be its database)
//   BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP (3 s)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const durationSec = Number(process.env.BENCH_DURATION ?? 10);
const warmupSec = Number(process.env.BENCH_WARMUP ?? 3);
const path = '/api/properties?limit=24';

interface Target {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function startOwnStack(): Promise<Target> {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  const logFile = join(repoRoot, 'test-results', 'bench-stack.log');
  console.log(`Starting the system with a fresh database (log: ${logFile})…`);
  const stack = await startIsolatedStack({
    label: 'bench',
    logFile,
    minListings: 300,
    // Request logging would measure the launcher's log pipe, not the system.
    env: { LOG_LEVEL: 'warn' },
    prettyLogs: false,
    onCrash: (crash) =>
      console.error(`!!! [${crash.name}] crashed during the benchmark; see ${logFile}`),
  });
  console.log(`System up on ${stack.url} with ${stack.listings} published listings.`);
  return { url: stack.url, databaseUrl: stack.databaseUrl, stop: stack.stop };
}

async function reuse(url: string): Promise<Target> {
  const databaseUrl = serviceUrlsFromEnv().databaseUrl;
  await waitForBff(url, { timeoutMs: 10_000, accept: (health) => health?.httpStatus === 200 });
  console.log(`Using the running system at ${url} (database ${databaseUrl}).`);
  return { url, databaseUrl, stop: async () => undefined };
}

async function runHttpLoad(url: string, seconds: number): Promise<LoadStats> {
  const result = await autocannon({
    url: new URL(path, url).toString(),
    connections,
    duration: seconds,
  });
  return {
    label: `system: GET ${path}`,
    requests: result.requests.total,
    durationSec: result.duration,
    errors: result.errors + result.non2xx,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    mean: result.latency.average,
  };
}

const target = process.env.BENCH_URL ? await reuse(process.env.BENCH_URL) : await startOwnStack();
try {
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPU(s); ${connections} concurrent connections, ` +
      `${warmupSec} s warm-up, ${durationSec} s measured, for each target.\n`,
  );
  console.log('Warming up the system…');
  await runHttpLoad(target.url, warmupSec);
  console.log('Measuring the system…');
  const system = await runHttpLoad(target.url, durationSec);
  console.log('Warming up Postgres…');
  await runSqlLoad({
    databaseUrl: target.databaseUrl,
    concurrency: connections,
    durationSec: warmupSec,
    label: 'warmup',
  });
  console.log('Measuring Postgres directly…');
  const direct = await runSqlLoad({
    databaseUrl: target.databaseUrl,
    concurrency: connections,
    durationSec,
    label: 'direct: SQL page + count',
  });
  console.log(`\n${renderComparison(system, direct)}\n`);
  if (system.errors > 0 || direct.errors > 0) {
    console.log('Errors above count failed requests (HTTP non-2xx, timeouts, SQL errors).');
  }
} finally {
  await target.stop();
}
