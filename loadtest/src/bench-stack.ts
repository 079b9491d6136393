import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateKeyringValue } from '@arrendo/kit';
import { serviceUrlsFromEnv } from '../../infra/src/ensure-services.js';
import { withDatabase } from '../../infra/src/deps/postgres.js';
import { freePort } from '../../infra/src/net.js';
import { waitForBff } from '../../infra/src/launcher/health.js';
import { startStack, type RunningStack } from '../../infra/src/launcher/stack.js';
import { repoRoot } from '../../infra/src/paths.js';

/**
 * Where the benchmark's data lives: a database of its own on the shared Postgres, a NATS subject
 * prefix of its own (its streams and consumers), a queue prefix of its own. Unlike the browser
 * tests' isolated stacks, nothing is removed at the end: 100 000 listings are generated once and
 * reused by later runs.
 */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'arrendo_bench';
/** Streams and consumers belong with their database: another BENCH_DATABASE, another prefix. */
export const BENCH_PREFIX = `${BENCH_DATABASE.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}.`;
export const BENCH_MEDIA_DIR = join(repoRoot, '.data', 'bench-media');
export const PUBLIC_MEDIA_BASE = '/media';

export function benchDatabaseUrl(): string {
  return withDatabase(serviceUrlsFromEnv().databaseUrl, BENCH_DATABASE);
}

export interface BenchStack {
  url: string;
  databaseUrl: string;
  natsUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

/** The whole system (`pnpm start`'s launcher) on a free port, over the bench database. */
export async function startBenchStack(): Promise<BenchStack> {
  const base = serviceUrlsFromEnv();
  const databaseUrl = benchDatabaseUrl();
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  mkdirSync(BENCH_MEDIA_DIR, { recursive: true });
  const logFile = join(repoRoot, 'test-results', 'bench-stack.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  console.log(`Starting the system on ${BENCH_DATABASE} (log: ${logFile})…`);
  let stack: RunningStack | undefined;
  const stop = async (): Promise<void> => {
    await stack?.stop();
    log.end();
  };
  try {
    stack = await startStack({
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: base.redisUrl,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        NATS_SUBJECT_PREFIX: BENCH_PREFIX,
        QUEUE_PREFIX: BENCH_PREFIX.replace(/\.$/, ''),
        // The generator makes the catalogue; the demo one would be 300 odd listings beside it.
        SEED_DEMO_DATA: 'false',
        MEDIA_DIR: BENCH_MEDIA_DIR,
        PUBLIC_MEDIA_BASE,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        OTP_DELIVERY_KEY: generateKeyringValue('bench'),
        OTEL_SDK_DISABLED: 'true',
        // Request logging would measure the launcher's log pipe, not the system.
        LOG_LEVEL: 'warn',
        // All load comes from one address: the per-IP limiter still counts every search in
        // Redis (its cost is part of the path), it just never refuses one.
        RATE_LIMIT_SEARCH_PER_IP: '1000000000',
      },
      writeLine: (line) => log.write(`${line}\n`),
      prettyLogs: false,
      onCrash: (crash) => console.error(`!!! [${crash.name}] crashed; see ${logFile}`),
    });
    await waitForBff(stack.url, { timeoutMs: 240_000 });
    console.log(`System up on ${stack.url}.`);
    return {
      url: stack.url,
      databaseUrl,
      natsUrl: base.natsUrl,
      prefix: BENCH_PREFIX,
      stop,
    };
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    throw new Error(`The system did not come up: ${String(error)}\n${tail}`, { cause: error });
  }
}
