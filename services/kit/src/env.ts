import { z } from 'zod';
import { DEFAULT_EVENT_MAX_DELIVER } from './events/dead-letter.js';
import { DEFAULT_STARTUP_WAIT_MS } from './first-connection.js';
import { DEFAULT_IDEMPOTENCY_TTL_MS } from './rpc/idempotency.js';
import { DEFAULT_RPC_MAX_IN_FLIGHT, DEFAULT_RPC_MAX_QUEUED } from './rpc/limiter.js';

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

/** Variables every process reads. Services extend this with their own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/arrendo'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Lets test files share one NATS server without seeing each other's subjects. */
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+\.)?$/, 'must be empty or like "t1a2b3."')
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Redis key prefix of every BullMQ queue (jobs and schedules); tests use one per file. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" or "-"')
    .default('bull'),
  /** Upper bound for adding one job; past it the enqueue fails (and its event is retried). */
  JOB_ADD_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Published outbox rows are deleted after this many days. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Processed-event ids are kept this long: more than the 14 days JetStream keeps events. */
  INBOX_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(15, 'must be more than the 14 days JetStream keeps events')
    .max(3650)
    .default(21),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Handler executions one service process runs at once (all subjects together). */
  RPC_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_RPC_MAX_IN_FLIGHT),
  /** Requests waiting for a slot; beyond this the service answers UNAVAILABLE (busy) at once. */
  RPC_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_RPC_MAX_QUEUED),
  /** How long an idempotency key replays its first result. */
  IDEMPOTENCY_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(DEFAULT_IDEMPOTENCY_TTL_MS / 3_600_000),
  /** Deliveries of one event to a failing handler before it is dead-lettered. */
  EVENT_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(DEFAULT_EVENT_MAX_DELIVER),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /**
   * How long a starting process retries its first connection to Postgres and NATS (refused,
   * starting up, too many clients) before it exits and its supervisor reports the crash.
   */
  STARTUP_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_STARTUP_WAIT_MS),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SDK_DISABLED: booleanish.default(false),
  /**
   * Prometheus `/metrics` on a port of its own (never the public one); 0 = not served. Off by
   * default because several processes share a machine in development: the launcher and compose
   * give each process its port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** Where the metrics port listens; keep it unreachable from outside the deployment. */
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses once at boot; the error names every bad variable so the operator can fix it. */
export function loadEnv<S extends z.ZodObject>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // An empty value means "not set" (compose writes `${NAME:-}` for every optional variable), so
  // it takes the default instead of failing a `min(1)` or a URL check.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export { booleanish };
