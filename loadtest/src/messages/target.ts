import { createDatabaseIfMissing } from '@arrendo/infra/deps';
import { BENCH_BOOKING_DATABASE, benchDatabaseUrl, startBenchStack } from '../bench-stack.js';
import type { PreparedBookingTarget } from '../booking/target.js';

/**
 * The booking suite's system (`BENCH_BOOKING_DATABASE`: scratch, new accounts each run) with the
 * limits that would stop a bench from one address lifted: log-ins of every person from here,
 * and `MESSAGES_PER_MINUTE` (20 a sender, against spam) so the step load measures delivery,
 * not the spam limit. The RPC queue is as deep as the busiest step can fill.
 */
export async function ownMessagesTarget(maxRate: number): Promise<PreparedBookingTarget> {
  const databaseUrl = benchDatabaseUrl(BENCH_BOOKING_DATABASE);
  await createDatabaseIfMissing(databaseUrl);
  const stack = await startBenchStack({
    database: BENCH_BOOKING_DATABASE,
    logName: 'bench-messages-stack',
    env: {
      RPC_MAX_QUEUED: String(Math.max(32, maxRate)),
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
      MESSAGES_PER_MINUTE: '10000',
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
