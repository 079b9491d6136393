import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyringValue } from '@arrendo/kit';
import { serviceUrlsFromEnv } from '../ensure-services.js';
import { dropDatabase, withDatabase } from '../deps/postgres.js';
import { flushRedisDatabase } from '../deps/redis.js';
import { freePort } from '../net.js';
import { waitForBff } from './health.js';
import { waitForListings } from './listings.js';
import { startStack, type RunningStack, type StackOptions } from './stack.js';
import { within } from './within.js';

export interface IsolatedStackOptions {
  /** Names the run's database (`arrendo_<label>_<id>`), NATS prefix and queue prefix. */
  label: string;
  /** Every line the system prints goes here. */
  logFile: string;
  /** Extra variables (SMTP_URL, LOG_LEVEL, …), winning over the isolation defaults. */
  env?: Record<string, string>;
  /** The run is ready once the seeded catalogue reports at least this many listings. */
  minListings: number;
  restart?: StackOptions['restart'];
  prettyLogs?: StackOptions['prettyLogs'];
  onCrash?: StackOptions['onCrash'];
}

export interface IsolatedStack {
  url: string;
  databaseUrl: string;
  databaseName: string;
  listings: number;
  /** The environment its processes run with (for one more process of the same system). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The whole system, as `pnpm start` runs it, on a free port with nothing shared with a
 * developer's running copy: a fresh database, its own NATS subject prefix and queue prefix, a
 * Redis database of its own (1–15; `pnpm start` uses 0) and a temporary media folder. Browser
 * tests and `pnpm bench` both run on one; `stop()` removes every trace of it.
 */
export async function startIsolatedStack(options: IsolatedStackOptions): Promise<IsolatedStack> {
  const id = randomBytes(4).toString('hex');
  const base = serviceUrlsFromEnv();
  const databaseName = `arrendo_${options.label}_${id}`;
  const databaseUrl = withDatabase(base.databaseUrl, databaseName);
  const redisUrl = new URL(base.redisUrl);
  redisUrl.pathname = `/${1 + ((randomBytes(1)[0] ?? 0) % 15)}`;
  const mediaDir = mkdtempSync(join(tmpdir(), `arrendo-${options.label}-media-`));
  const log = createWriteStream(options.logFile);
  const port = await freePort();
  await flushRedisDatabase(redisUrl.toString());

  let stack: RunningStack | undefined;
  const stop = async (): Promise<void> => {
    await stack?.stop();
    await dropDatabase(databaseUrl).catch((error: unknown) =>
      console.error(`${options.label}: ${String(error)}`),
    );
    await flushRedisDatabase(redisUrl.toString()).catch(() => undefined);
    rmSync(mediaDir, { recursive: true, force: true });
    log.end();
  };

  try {
    stack = await startStack({
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl.toString(),
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        NATS_SUBJECT_PREFIX: `${options.label}${id}.`,
        QUEUE_PREFIX: `${options.label}${id}`,
        SEED_DEMO_DATA: 'true',
        MEDIA_DIR: mediaDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        OTP_DELIVERY_KEY: generateKeyringValue('e2e'),
        PAYOUT_DATA_KEY: generateKeyringValue('e2e'),
        OTEL_SDK_DISABLED: 'true',
        // No metrics ports: several stacks (and a developer's `pnpm start`) share this machine.
        METRICS_PORT: '0',
        ...options.env,
      },
      writeLine: (line) => log.write(`${line}\n`),
      ...(options.restart !== undefined ? { restart: options.restart } : {}),
      ...(options.prettyLogs !== undefined ? { prettyLogs: options.prettyLogs } : {}),
      ...(options.onCrash ? { onCrash: options.onCrash } : {}),
    });
    await waitForBff(stack.url, { timeoutMs: 240_000 });
    // The whole catalogue, not the first batches: tests and the benchmark see a settled system.
    if (stack.seed) await within(stack.seed.finished, 240_000, 'the demo seed did not finish');
    const listings = await waitForListings(stack.url, options.minListings, 240_000);
    return { url: stack.url, databaseUrl, databaseName, listings, env: stack.env, stop };
  } catch (error) {
    const tail = readTail(options.logFile, 60);
    await stop();
    throw new Error(
      `The system did not come up: ${String(error)}\n--- last lines of ${options.logFile} ---\n${tail}`,
      { cause: error },
    );
  }
}

function readTail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
