import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateKeyringValue } from '@arrendo/kit';
import { serviceUrlsFromEnv, withDatabase, freePort } from '@arrendo/infra/deps';
import {
  waitForBff,
  startStack,
  type RunningStack,
  type ProcessDefinition,
  describeCrash,
  superviseProcess,
  type SupervisedProcess,
  repoRoot,
} from '@arrendo/infra/launcher';

/**
 * Where the benchmark's data lives: a database of its own on the shared Postgres, a NATS subject
 * prefix of its own (its streams and consumers), a queue prefix of its own. Unlike the browser
 * tests' isolated stacks, nothing is removed at the end: 100 000 listings are generated once and
 * reused by later runs.
 */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'arrendo_bench';
/**
 * The booking suite's database: scratch (every run makes its own accounts and listings), kept
 * apart so its listings never join the search catalogue the search figures are measured on.
 */
export const BENCH_BOOKING_DATABASE = process.env.BENCH_BOOKING_DATABASE ?? 'arrendo_bench_booking';

/** Streams and consumers belong with their database: another database, another prefix. */
export function benchPrefixFor(database: string): string {
  return `${database.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}.`;
}
export const BENCH_PREFIX = benchPrefixFor(BENCH_DATABASE);
export const BENCH_MEDIA_DIR = join(repoRoot, '.data', 'bench-media');
export const PUBLIC_MEDIA_BASE = '/media';

export function benchDatabaseUrl(database = BENCH_DATABASE): string {
  return withDatabase(serviceUrlsFromEnv().databaseUrl, database);
}

/**
 * Services that issue 10 adds (pricing: the hold asks it for a quote; payment). The launcher's
 * process list may not name them yet while their branches are apart: the bench starts whichever
 * has an entry file and is not already running, so its system is whole either way.
 */
export const LATER_SERVICES: readonly ProcessDefinition[] = [
  { name: 'pricing', entry: 'services/pricing/src/main.ts' },
  { name: 'payment', entry: 'services/payment/src/main.ts' },
];

export function servicesToAdd(
  running: readonly string[],
  exists: (path: string) => boolean,
  root = repoRoot,
): ProcessDefinition[] {
  return LATER_SERVICES.filter((s) => !running.includes(s.name) && exists(join(root, s.entry)));
}

const requireFromRoot = createRequire(join(repoRoot, 'package.json'));

export interface BenchStack {
  url: string;
  databaseUrl: string;
  natsUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

export interface BenchStackOptions {
  /** The database (default BENCH_DATABASE); its NATS and queue prefixes follow its name. */
  database?: string;
  /** `test-results/<logName>.log` (default bench-stack). */
  logName?: string;
  /** More variables for every process, over the bench's own. */
  env?: Record<string, string>;
}

/** The whole system (`pnpm start`'s launcher) on a free port, over a bench database. */
export async function startBenchStack(options: BenchStackOptions = {}): Promise<BenchStack> {
  const base = serviceUrlsFromEnv();
  const database = options.database ?? BENCH_DATABASE;
  const prefix = benchPrefixFor(database);
  const databaseUrl = benchDatabaseUrl(database);
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  mkdirSync(BENCH_MEDIA_DIR, { recursive: true });
  const logFile = join(repoRoot, 'test-results', `${options.logName ?? 'bench-stack'}.log`);
  const log = createWriteStream(logFile);
  const port = await freePort();
  console.log(`Starting the system on ${database} (log: ${logFile})…`);
  let stack: RunningStack | undefined;
  const added: SupervisedProcess[] = [];
  // As the launcher does for its own: a bench that dies without stopping leaves no orphans.
  const killAdded = (): void => {
    for (const child of added) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAdded);
  const stop = async (): Promise<void> => {
    await Promise.all(added.map((p) => p.stop(10_000)));
    process.removeListener('exit', killAdded);
    await stack?.stop();
    log.end();
  };
  const onCrash = (crash: { name: string }): void =>
    console.error(`!!! [${crash.name}] crashed; see ${logFile}`);
  try {
    stack = await startStack({
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: base.redisUrl,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        NATS_SUBJECT_PREFIX: prefix,
        QUEUE_PREFIX: prefix.replace(/\.$/, ''),
        // The generator makes the catalogue; the demo one would be 300 odd listings beside it.
        SEED_DEMO_DATA: 'false',
        MEDIA_DIR: BENCH_MEDIA_DIR,
        PUBLIC_MEDIA_BASE,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        OTP_DELIVERY_KEY: generateKeyringValue('bench'),
        PAYOUT_DATA_KEY: generateKeyringValue('bench'),
        OTEL_SDK_DISABLED: 'true',
        // No metrics ports: several stacks (and a developer's `pnpm start`) share this machine.
        METRICS_PORT: '0',
        // Request logging would measure the launcher's log pipe, not the system.
        LOG_LEVEL: 'warn',
        // All load comes from one address: the per-IP limiter still counts every search in
        // Redis (its cost is part of the path), it just never refuses one.
        RATE_LIMIT_SEARCH_PER_IP: '1000000000',
        ...options.env,
      },
      writeLine: (line) => log.write(`${line}\n`),
      prettyLogs: false,
      onCrash,
    });
    const running = stack.processes.map((p) => p.name);
    // One node process each, as the launcher runs its own (tsx's loader, no relaying CLI).
    const loader = pathToFileURL(requireFromRoot.resolve('tsx')).href;
    for (const service of servicesToAdd(running, existsSync)) {
      added.push(
        superviseProcess({
          name: service.name,
          command: process.execPath,
          args: ['--import', loader, join(repoRoot, service.entry)],
          cwd: repoRoot,
          env: stack.env,
          prefix: `[${service.name}]`,
          writeLine: (line) => log.write(`${line}\n`),
          restart: true,
          colors: false,
          onCrash: (crash) => {
            log.write(`${describeCrash(crash)}\n`);
            onCrash(crash);
          },
        }),
      );
    }
    if (added.length > 0) console.log(`  also started ${added.map((p) => p.name).join(', ')}`);
    await waitForBff(stack.url, { timeoutMs: 240_000 });
    console.log(`System up on ${stack.url}.`);
    return {
      url: stack.url,
      databaseUrl,
      natsUrl: base.natsUrl,
      prefix,
      stop,
    };
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    throw new Error(`The system did not come up: ${String(error)}\n${tail}`, { cause: error });
  }
}
