import { connectNats, createLogger, loadEnv, RpcClient } from '@arrendo/kit';
import { seedEnvSchema } from './env.js';
import { runSeed } from './run-seed.js';
import { demoAccountLines } from './demo-accounts.js';

// One-shot: `pnpm start` runs it after starting the services (infra/src/launcher/stack.ts),
// docker compose as the `seed` container. Exit 0 when the demo data is in place.
const env = loadEnv(seedEnvSchema);
const logger = createLogger({ name: 'seed', level: env.LOG_LEVEL });

if (!env.SEED_DEMO_DATA) {
  logger.info('SEED_DEMO_DATA is false: not seeding');
  process.exit(0);
}

const nc = await connectNats({ url: env.NATS_URL, name: 'seed', logger });
try {
  const startedAt = Date.now();
  const summary = await runSeed({
    client: new RpcClient({ nc, prefix: env.NATS_SUBJECT_PREFIX, timeoutMs: env.RPC_TIMEOUT_MS }),
    logger,
    mediaDir: env.MEDIA_DIR,
    publicMediaBase: env.PUBLIC_MEDIA_BASE,
    now: new Date(),
    waitMs: env.SEED_WAIT_SECONDS * 1000,
    demoPassword: env.SEED_DEMO_PASSWORD,
  });
  logger.info({ ...summary, ms: Date.now() - startedAt }, 'demo data in place');
  // Demo credentials, on purpose: they exist to be shared (README, "Demo accounts").
  for (const line of demoAccountLines(env.SEED_DEMO_PASSWORD)) logger.info(line);
} catch (error) {
  logger.error({ err: error }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await nc.drain().catch(() => undefined);
}
