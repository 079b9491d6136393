import { createDatabase, createLogger, migrateSchema } from '@arrendo/kit';
import { serviceUrlsFromEnv, createDatabaseIfMissing } from '@arrendo/infra/deps';
import { waitForBff } from '@arrendo/infra/launcher';
import { migrations as bookingMigrations } from '@arrendo/booking/migrations';
import { BENCH_BOOKING_DATABASE, benchDatabaseUrl, startBenchStack } from '../bench-stack.js';
import type { BookingTarget } from './suite.js';

export interface PreparedBookingTarget extends BookingTarget {
  stop(): Promise<void>;
}

/**
 * A running system (`BENCH_URL`): its BFF, its DATABASE_URL for the SQL side and the winners'
 * count, its NATS_SUBJECT_PREFIX for the commands that make the run's accounts and listings.
 */
export async function runningBookingTarget(url: string): Promise<PreparedBookingTarget> {
  const urls = serviceUrlsFromEnv();
  await waitForBff(url, { timeoutMs: 10_000, accept: (health) => health?.httpStatus === 200 });
  console.log(`Booking: using the running system at ${url} (database ${urls.databaseUrl}).`);
  return {
    url,
    databaseUrl: urls.databaseUrl,
    natsUrl: urls.natsUrl,
    prefix: process.env.NATS_SUBJECT_PREFIX ?? '',
    stop: async () => undefined,
  };
}

/**
 * The bench's own system over `BENCH_BOOKING_DATABASE`. Every service keeps its defaults but
 * two: the RPC queue is deep enough for the whole burst (otherwise all but the first 40 of 500
 * are refused busy, 503, before they reach the slot), the per-address log-in limit lets the
 * run's guests sign in from one address, the per-guest hold limit (10 a minute, against
 * people scripting holds) lets ten guests make thousands, and the BFF's hold gate (4 at once,
 * 4 per address: decision 0024) lets the whole burst from this one address through: the bench
 * measures the hold itself, not the gate.
 */
export async function ownBookingTarget(contention: number): Promise<PreparedBookingTarget> {
  const databaseUrl = benchDatabaseUrl(BENCH_BOOKING_DATABASE);
  await createDatabaseIfMissing(databaseUrl);
  const stack = await startBenchStack({
    database: BENCH_BOOKING_DATABASE,
    logName: 'bench-booking-stack',
    env: {
      RPC_MAX_QUEUED: String(Math.max(32, contention)),
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
      RATE_LIMIT_BOOKINGS_PER_USER: '1000000',
      RATE_LIMIT_HOLDS_AT_ONCE: String(Math.max(32, contention)),
      RATE_LIMIT_HOLDS_AT_ONCE_PER_IP: String(Math.max(32, contention)),
    },
  });
  return {
    url: stack.url,
    databaseUrl,
    natsUrl: stack.natsUrl,
    prefix: stack.prefix,
    stop: stack.stop,
  };
}

/**
 * The SQL side alone needs no system: the booking schema is made in `BENCH_BOOKING_DATABASE`
 * by the booking service's own migrations.
 */
export async function sqlOnlyBookingTarget(): Promise<PreparedBookingTarget> {
  const urls = serviceUrlsFromEnv();
  const databaseUrl = benchDatabaseUrl(BENCH_BOOKING_DATABASE);
  await createDatabaseIfMissing(databaseUrl);
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const { db, close } = createDatabase<unknown>({
    url: databaseUrl,
    schema: 'booking',
    logger,
    max: 1,
  });
  try {
    await migrateSchema(db, 'booking', bookingMigrations, logger);
  } finally {
    await close();
  }
  console.log(`Booking: raw SQL only, on ${BENCH_BOOKING_DATABASE} (booking schema migrated).`);
  return { databaseUrl, natsUrl: urls.natsUrl, prefix: '', stop: async () => undefined };
}
