import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startIsolatedStack, type IsolatedStack, repoRoot } from '@arrendo/infra/launcher';
import { startSmtpMailbox } from '@arrendo/infra/testing';

const MIN_SEEDED_LISTINGS = 300;

/**
 * Runs the whole system, as `pnpm start` does, against a fresh database with its own NATS
 * subject prefix, Redis database and a real SMTP listener, then hands the URLs to the specs
 * through the environment (workers start after this and inherit it).
 * The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const resultsDir = join(repoRoot, 'test-results');
  const mailbox = join(resultsDir, 'mailbox');
  rmSync(mailbox, { recursive: true, force: true });
  mkdirSync(mailbox, { recursive: true });
  const logFile = join(resultsDir, 'e2e-stack.log');
  const adminToken = `e2e-admin-${randomBytes(6).toString('hex')}`;
  const smtp = await startSmtpMailbox({ dir: mailbox });

  let stack: IsolatedStack;
  try {
    process.stdout.write(`e2e: starting the system (log ${logFile})\n`);
    stack = await startIsolatedStack({
      label: 'e2e',
      logFile,
      minListings: MIN_SEEDED_LISTINGS,
      env: {
        SMTP_URL: smtp.url,
        ADMIN_BOOTSTRAP_TOKEN: adminToken,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
        // Every spec signs up from this one address: the per-IP limits would stop the suite
        // after ten accounts (decision 0004). Per-e-mail limits stay as in production.
        RATE_LIMIT_EMAIL_STATUS_PER_IP: '1000',
        RATE_LIMIT_LOGIN_PER_IP: '1000',
        RATE_LIMIT_CODES_PER_IP: '1000',
        RATE_LIMIT_VERIFY_PER_IP: '1000',
        // The calendar sync spec serves an outside calendar from this machine.
        CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
        // Traces recorded (not exported): answers carry the trace the browser started in
        // `x-trace-id`, as in production (decision 0046; admin-revenue.spec.ts checks it).
        OTEL_SDK_DISABLED: 'false',
      },
      restart: true,
      // A crash during the run is a finding: say so where the test output is read.
      onCrash: (crash) =>
        console.error(`e2e stack: [${crash.name}] crashed (code ${crash.code}); see ${logFile}`),
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }

  process.env.E2E_BASE_URL = stack.url;
  // For what no public route does: failures for operators, a role for an account (database.ts).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  process.env.E2E_MAILBOX_DIR = mailbox;
  process.env.E2E_ADMIN_BOOTSTRAP_TOKEN = adminToken;
  process.stdout.write(`e2e: system ready at ${stack.url} (database ${stack.databaseName})\n`);
  return async () => {
    await stack.stop();
    await smtp.close();
  };
}
