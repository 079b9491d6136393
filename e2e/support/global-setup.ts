import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceUrlsFromEnv } from '../../infra/src/ensure-services.js';
import { dropDatabase, withDatabase } from '../../infra/src/deps/postgres.js';
import { flushRedisDatabase } from '../../infra/src/deps/redis.js';
import { waitForBff } from '../../infra/src/launcher/health.js';
import { startStack, type RunningStack } from '../../infra/src/launcher/stack.js';
import { freePort } from '../../infra/src/net.js';
import { repoRoot } from '../../infra/src/paths.js';
import { startSmtpMailbox } from '../../infra/src/testing/smtp-mailbox.js';
import { waitForListings } from './listings.js';

const MIN_SEEDED_LISTINGS = 300;

/**
 * Runs the whole system, as `pnpm start` does, against a fresh database with its own NATS
 * subject prefix, Redis database and a real SMTP listener, then hands the URLs to the specs
 * through the environment (workers start after this and inherit it).
 * The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const id = randomBytes(4).toString('hex');
  const base = serviceUrlsFromEnv();
  const databaseUrl = withDatabase(base.databaseUrl, `arrendo_e2e_${id}`);
  // A Redis database of its own (1–15), so that queues and rate limits of a developer's
  // `pnpm start` (database 0) never meet the test run's.
  const redisUrl = new URL(base.redisUrl);
  redisUrl.pathname = `/${1 + ((randomBytes(1)[0] ?? 0) % 15)}`;
  const resultsDir = join(repoRoot, 'test-results');
  const mailbox = join(resultsDir, 'mailbox');
  rmSync(mailbox, { recursive: true, force: true });
  mkdirSync(mailbox, { recursive: true });
  const mediaDir = mkdtempSync(join(tmpdir(), 'arrendo-e2e-media-'));
  const logFile = join(resultsDir, 'e2e-stack.log');
  const log = createWriteStream(logFile);

  const smtp = await startSmtpMailbox({ dir: mailbox });
  const port = await freePort();
  const adminToken = `e2e-admin-${id}`;
  await flushRedisDatabase(redisUrl.toString());

  let stack: RunningStack | undefined;
  const teardown = async (): Promise<void> => {
    await stack?.stop();
    await smtp.close();
    await dropDatabase(databaseUrl).catch((error: unknown) =>
      console.error(`e2e: ${String(error)}`),
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
        NATS_SUBJECT_PREFIX: `e2e${id}.`,
        QUEUE_PREFIX: `e2e${id}`,
        SMTP_URL: smtp.url,
        SEED_DEMO_DATA: 'true',
        MEDIA_DIR: mediaDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_BOOTSTRAP_TOKEN: adminToken,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
        OTEL_SDK_DISABLED: 'true',
      },
      writeLine: (line) => log.write(`${line}\n`),
      restart: true,
      // A crash during the run is a finding: say so where the test output is read.
      onCrash: (crash) =>
        console.error(`e2e stack: [${crash.name}] crashed (code ${crash.code}); see ${logFile}`),
    });
    process.stdout.write(
      `e2e: starting the stack on ${stack.url} (database arrendo_e2e_${id}, log ${logFile})\n`,
    );
    await waitForBff(stack.url, { timeoutMs: 240_000 });
    await waitForListings(stack.url, MIN_SEEDED_LISTINGS, 240_000);
  } catch (error) {
    const tail = readTail(logFile, 60);
    await teardown();
    throw new Error(
      `The stack did not come up for the browser tests: ${String(error)}\n--- last lines of ${logFile} ---\n${tail}`,
      { cause: error },
    );
  }

  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAILBOX_DIR = mailbox;
  process.env.E2E_ADMIN_BOOTSTRAP_TOKEN = adminToken;
  process.stdout.write(`e2e: stack ready at ${stack.url}\n`);
  return teardown;
}

function readTail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
