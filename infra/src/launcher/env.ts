import { join } from 'node:path';

export interface StackEnvInput {
  /** The launcher's own environment: anything set there wins over the defaults. */
  env: Readonly<Record<string, string | undefined>>;
  repoRoot: string;
  /** Used when JWT_SECRET is not set (persisted, so sessions survive restarts). */
  jwtSecret: string;
  /** Used when OTP_DELIVERY_KEY is not set (persisted, so queued code emails still open). */
  otpDeliveryKey: string;
  /** Used when PAYOUT_DATA_KEY is not set (persisted: bank details sealed under it must open). */
  payoutDataKey: string;
}

/** The environment every process of the stack receives: defaults filled in, the rest passed on. */
export function resolveStackEnv({
  env,
  repoRoot,
  jwtSecret,
  otpDeliveryKey,
  payoutDataKey,
}: StackEnvInput): Record<string, string> {
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const port = get('PORT') ?? '3000';
  const defaults: Record<string, string> = {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arrendo',
    NATS_URL: 'nats://127.0.0.1:4222',
    REDIS_URL: 'redis://127.0.0.1:6379',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    NATS_SUBJECT_PREFIX: '',
    MEDIA_DIR: join(repoRoot, '.data', 'media'),
    WEB_DIST_DIR: join(repoRoot, 'web', 'dist'),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    JWT_SECRET: jwtSecret,
    OTP_DELIVERY_KEY: otpDeliveryKey,
    PAYOUT_DATA_KEY: payoutDataKey,
    // Metrics and log exporters are not used; left on, they keep a process alive ~10 s on exit.
    OTEL_METRICS_EXPORTER: 'none',
    OTEL_LOGS_EXPORTER: 'none',
  };
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined) resolved[name] = value;
  }
  for (const [name, value] of Object.entries(defaults)) {
    resolved[name] = get(name) ?? value;
  }
  // NATS_SUBJECT_PREFIX is legitimately empty; keep an explicit empty value as given.
  resolved.NATS_SUBJECT_PREFIX = env.NATS_SUBJECT_PREFIX ?? '';
  return resolved;
}

/** The variables worth printing at start (secrets are not among them). */
export const SHOWN_VARIABLES = [
  'DATABASE_URL',
  'NATS_URL',
  'REDIS_URL',
  'PORT',
  'PUBLIC_URL',
  'NATS_SUBJECT_PREFIX',
  'MEDIA_DIR',
  'WEB_DIST_DIR',
  'SEED_DEMO_DATA',
  'SMTP_URL',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
] as const;

/** Hides the password of a URL-shaped value (SMTP_URL, DATABASE_URL may carry one). */
export function maskCredentials(value: string): string {
  try {
    const url = new URL(value);
    if (url.password === '') return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

/** `NAME=value` lines for the launcher's banner; unset optional variables say so. */
export function describeEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  return SHOWN_VARIABLES.map((name) => {
    const value = env[name];
    if (value === undefined || value === '') {
      if (name === 'SMTP_URL') return `${name} unset: emails go to the email log`;
      if (name === 'OTEL_EXPORTER_OTLP_ENDPOINT') return `${name} unset: traces are not exported`;
      return `${name}=""`;
    }
    return `${name}=${maskCredentials(value)}`;
  });
}
