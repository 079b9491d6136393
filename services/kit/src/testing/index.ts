import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import { otpSealContext } from '@arrendo/contracts';
import { openSecret, parseKeyring } from '../crypto/sealed-secret.js';
import { streamNameFor } from '../nats/subjects.js';
import { deleteQueues, queuePrefixFor, redisUrl } from './queues.js';

export * from './database.js';
export * from './queues.js';
export * from './errors.js';
export * from './idle-transactions.js';

/** A NATS subject prefix unique to one test file, e.g. `t3f9a1c2.`. */
export function uniquePrefix(): string {
  return `t${randomBytes(4).toString('hex')}.`;
}

export function natsUrl(): string {
  return process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
}

/**
 * The OTP delivery keyring every test process shares (identity seals with it, the email worker
 * and the tests open with it). Never a real key.
 */
export const TEST_OTP_DELIVERY_KEY = `test:${Buffer.alloc(32, 7).toString('base64url')}`;

/** The payment service's key for hosts' bank details in every test process. Never a real key. */
export const TEST_PAYOUT_DATA_KEY = `test:${Buffer.alloc(32, 9).toString('base64url')}`;

/** The plain code inside an `otp.requested.v2` event, as the email worker would open it. */
export function openTestCode(event: { codeId: string; sealedCode: string }): string {
  return openSecret(
    parseKeyring(TEST_OTP_DELIVERY_KEY),
    event.sealedCode,
    otpSealContext(event.codeId),
  );
}

/** Env overrides for `startService` in an integration test. */
export function testEnv(
  values: { databaseUrl: string; prefix: string } & Record<string, string | undefined>,
) {
  const { databaseUrl, prefix, ...rest } = values;
  return {
    DATABASE_URL: databaseUrl,
    NATS_SUBJECT_PREFIX: prefix,
    NATS_URL: natsUrl(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OTEL_SDK_DISABLED: 'true',
    OUTBOX_POLL_MS: '50',
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisUrl(),
    // Every service schedules kit tasks in Redis: one key prefix per test file keeps them apart.
    QUEUE_PREFIX: queuePrefixFor(prefix),
    OTP_DELIVERY_KEY: TEST_OTP_DELIVERY_KEY,
    PAYOUT_DATA_KEY: TEST_PAYOUT_DATA_KEY,
    ...rest,
  };
}

/**
 * Deletes what a test prefix created on the shared servers: its JetStream streams, and the
 * BullMQ keys (queues, job schedulers) under the queue prefix `testEnv` derived from it.
 */
export async function deleteStreams(prefix: string): Promise<void> {
  await deleteQueues(queuePrefixFor(prefix)).catch(() => undefined);
  const nc = await connect({ servers: natsUrl() });
  try {
    const jsm = await nc.jetstreamManager();
    const marker = streamNameFor(prefix, 'x').slice(0, -1);
    const streams = await jsm.streams.list().next();
    for (const s of streams) {
      if (s.config.name.startsWith(marker))
        await jsm.streams.delete(s.config.name).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

/** Every key anywhere in a JSON value, in nested objects and arrays too. */
export function jsonKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(jsonKeys);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...jsonKeys(inner)]);
}

/** A key that names a secret; a personal data export must hold none (Ley 21.719 exports). */
export const SECRET_LOOKING_KEY = /password|hash|token|secret/i;

/** Polls until `fn` returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  fn: () => Promise<T> | T,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<NonNullable<T>> {
  const start = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - start > timeoutMs) {
      throw new Error(
        `waitFor timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
export * from './spans.js';
