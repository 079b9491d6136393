import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanish, EnvError, isLoopbackUrl, loadEnv } from '@arrendo/kit';
import { TrustProxySetting } from './lib/trust-proxy.js';

/** The repository root, so defaults work whatever the current directory is. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const bffEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The origin browsers use; drives CSRF origin checks, cookie names and OAuth redirect URIs. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+\.)?$/, 'must be empty or like "t1a2b3."')
    .default(''),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** The services' BullMQ key prefix (their QUEUE_PREFIX): the queue board at /admin/queues reads it. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" or "-"')
    .default('bull'),
  WEB_DIST_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'web/dist')),
  /**
   * The web build's server side (`vite build --ssr`): the home and property pages' first screen is
   * drawn with it (bff/src/seo/first-screen.ts). Without the file those pages are served plain.
   */
  WEB_FIRST_SCREEN_ENTRY: z
    .string()
    .min(1)
    .default(resolve(REPO_ROOT, 'web/dist-server/entry-server.js')),
  /** How long a first screen may take before the plain page is served instead. */
  FIRST_SCREEN_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
  /** First screens drawn at once per instance; requests beyond get the plain page. */
  FIRST_SCREEN_MAX_CONCURRENT: positiveInt(4),
  MEDIA_DIR: z.string().min(1).default(resolve(REPO_ROOT, '.data/media')),
  /**
   * Uploaded photos go to this S3 (or S3-compatible) bucket when it is set; otherwise to
   * MEDIA_DIR, served at /media. Without the key pair the SDK's own chain (role, profile) is used.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible service's URL (R2, MinIO…); unset for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers load the objects (a CDN or the bucket's public URL); allowed by the CSP. */
  S3_PUBLIC_URL: z.url().optional(),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted services). */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** Signs access tokens and the OAuth state cookie. Required in production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Largest request body (413 above it). */
  HTTP_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** Longest request target, path plus query (414 above it). */
  HTTP_MAX_URL_LENGTH: z.coerce
    .number()
    .int()
    .min(256)
    .max(64 * 1024)
    .default(8192),
  /** Request line plus headers, cookies included (431 above it; Node's own default is 16 KiB). */
  HTTP_MAX_HEADER_BYTES: z.coerce
    .number()
    .int()
    .min(4096)
    .max(1024 * 1024)
    .default(16 * 1024),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Health pings each service with this short timeout so the endpoint answers quickly. */
  HEALTH_RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /**
   * How long an access token may stand in for its refresh token (roles included). It no longer
   * bounds revocation: every request checks the token's session (decision 0005).
   */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  /**
   * How long an instance may reuse identity's "this session is alive" answer from the shared
   * cache. Revocations made through the BFF are written at once; this bounds only the others.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /**
   * Requests from the same client (address and User-Agent) that present an already-rotated
   * refresh token within this many seconds get the same new session instead of tripping reuse
   * detection (parallel requests of one page); any other client trips it. 0 disables.
   */
  REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** Behind a proxy, which X-Forwarded-For hops to trust (see lib/trust-proxy.ts). */
  TRUST_PROXY: TrustProxySetting.default(false),
  RATE_LIMIT_ENABLED: booleanish.default(true),
  /**
   * Auth limits count per client address (`_PER_IP`), per address and account together
   * (`_PER_EMAIL`: where a stranger's guessing stops without touching the owner) and per account
   * from everywhere (`_PER_ACCOUNT`: bounds distributed guessing; high enough that one client
   * cannot fill it, since a full account bucket shuts the owner out too).
   */
  RATE_LIMIT_EMAIL_STATUS_PER_IP: positiveInt(30),
  RATE_LIMIT_EMAIL_STATUS_PER_EMAIL: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt(5),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(30),
  RATE_LIMIT_CODES_PER_IP: positiveInt(10),
  RATE_LIMIT_CODES_PER_EMAIL: positiveInt(5),
  RATE_LIMIT_CODES_PER_ACCOUNT: positiveInt(20),
  /**
   * Code redemptions (verify-email, password reset) per client address per 10 minutes, whatever
   * the e-mail. There is no per-account bucket: each code dies after its fifth wrong guess
   * (identity), which bounds guessing per account without letting strangers lock its owner out.
   */
  RATE_LIMIT_VERIFY_PER_IP: positiveInt(20),
  /** Guesses of the admin bootstrap token, per 10 minutes. */
  RATE_LIMIT_BOOTSTRAP_PER_IP: positiveInt(5),
  RATE_LIMIT_BOOTSTRAP_PER_USER: positiveInt(5),
  /** Current-password checks by a signed-in user (change password, delete account), per 10 minutes. */
  RATE_LIMIT_PASSWORD_CHECKS_PER_USER: positiveInt(5),
  /**
   * Password hashing (argon2 in identity: log-in, sign-up, password reset) this instance asks
   * for at once; more wait their turn, client address by client address, so one client's flood
   * neither fills identity's queue nor waits ahead of anyone else. Keep it below identity's
   * `RPC_MAX_IN_FLIGHT` so its cheap calls (session checks) keep a place.
   */
  RATE_LIMIT_PASSWORD_HASHING_AT_ONCE: positiveInt(4),
  /** One client address's password hashing running or waiting at once; beyond it, 429. */
  RATE_LIMIT_PASSWORD_HASHING_AT_ONCE_PER_IP: positiveInt(4),
  /** Checkout holds this instance asks the booking service for at once (same turn-taking). */
  RATE_LIMIT_HOLDS_AT_ONCE: positiveInt(4),
  /** One client address's holds running or waiting at once; beyond it, 429. */
  RATE_LIMIT_HOLDS_AT_ONCE_PER_IP: positiveInt(4),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Lets tests (or a self-hosted IdP) point the Google provider at another OIDC issuer. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Places from Google Maps Platform (autocomplete of Chilean cities, details, geocoding, reverse
   * geocoding); without it the embedded gazetteer answers.
   */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** Lets tests point the Google Maps adapter at a local server. */
  GOOGLE_MAPS_API_URL: z.url().default('https://maps.googleapis.com'),
  /** Past this, places come from the gazetteer instead of waiting for Google (no retries). */
  GOOGLE_MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Places look-ups per client address per minute (autocomplete runs on every keystroke). */
  RATE_LIMIT_PLACES_PER_IP: positiveInt(120),
  /** Searches per client address per minute (every filter change and scrolled page is one). */
  RATE_LIMIT_SEARCH_PER_IP: positiveInt(300),
  /** Property page views counted per client address per minute (POST /api/properties/:id/views). */
  RATE_LIMIT_VIEWS_PER_IP: positiveInt(120),
  /**
   * Holds per user per minute (POST /api/bookings): each takes a slot off the market for 15
   * minutes, so one account must not sweep a calendar; a real guest tries a few dates at most.
   */
  RATE_LIMIT_BOOKINGS_PER_USER: positiveInt(10),
  /** Contact messages per user per hour (POST /api/support/tickets): each one emails support. */
  RATE_LIMIT_SUPPORT_TICKETS_PER_USER: positiveInt(5),
  /**
   * Personal data exports per user per hour (GET /api/account/export): each reads every service's
   * tables for that person.
   */
  RATE_LIMIT_DATA_EXPORTS_PER_USER: positiveInt(5),
  /** Feedback per client address per hour (POST /api/feedback, open to visitors). */
  RATE_LIMIT_FEEDBACK_PER_IP: positiveInt(10),
  /** Printed on the help, contact, legal and privacy pages (GET /api/site). */
  SUPPORT_EMAIL: z.email().default('soporte@arrendo.cl'),
  /** The data-protection contact Ley 21.719 requires the privacy policy to name. */
  PRIVACY_EMAIL: z.email().default('privacidad@arrendo.cl'),
  /** The terms' legal contact. */
  LEGAL_EMAIL: z.email().default('legal@arrendo.cl'),
  /** What support promises: an answer within this many hours. */
  SUPPORT_RESPONSE_HOURS: positiveInt(24),
  /**
   * A MapLibre vector style for the web's maps; without it they draw the embedded offline map of
   * Chile. Its origin is added to the CSP's connect-src and img-src.
   */
  MAP_STYLE_URL: z.url().optional(),
  /** Other origins the style loads tiles, sprites or glyphs from (comma-separated). */
  MAP_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `not an origin: ${origin}` });
          return z.NEVER;
        }
      }
      return origins;
    }),
  /**
   * URLs per sitemap file (the protocol allows 50 000): past it /sitemap.xml becomes an index of
   * `/sitemaps/<pages|listings|hosts>-<n>.xml`. Lower only to test the index.
   */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(10).max(50_000).default(50_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SDK_DISABLED: booleanish.default(false),
  /**
   * Prometheus `/metrics` on this port, never on PORT; 0 = not served. Unset: 9464, or 0 under
   * NODE_ENV=test (many test apps share one machine; a test that scrapes sets its own).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the metrics port listens; keep it unreachable from outside the deployment. */
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});

/** The OpenTelemetry/Prometheus convention for an exporter's port. */
export const DEFAULT_METRICS_PORT = 9464;

export type BffEnv = Omit<z.infer<typeof bffEnvSchema>, 'JWT_SECRET' | 'METRICS_PORT'> & {
  JWT_SECRET: string;
  METRICS_PORT: number;
};

/** Parses once; in development a missing JWT_SECRET gets a per-process random one (sessions end on restart). */
export function loadBffEnv(
  source: Record<string, string | undefined> = process.env,
  warn: (message: string) => void = (m) => console.warn(m),
): BffEnv {
  const parsed = loadEnv(bffEnvSchema, source);
  const env = {
    ...parsed,
    METRICS_PORT: parsed.METRICS_PORT ?? (parsed.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT),
  };
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new EnvError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  // Production cookies are Secure (and HSTS is sent): over http anywhere but this machine no
  // browser would keep a session, so say so at boot rather than with a login that never sticks.
  if (
    env.NODE_ENV === 'production' &&
    new URL(env.PUBLIC_URL).protocol !== 'https:' &&
    !isLoopbackUrl(env.PUBLIC_URL)
  ) {
    throw new EnvError(
      'Invalid environment:\n  PUBLIC_URL: must be https:// in production (sessions use Secure cookies); plain http is only for this machine (localhost, 127.0.0.0/8, ::1)',
    );
  }
  if (env.JWT_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET };
  if (env.NODE_ENV === 'production') {
    throw new EnvError(
      'Invalid environment:\n  JWT_SECRET: required in production (at least 32 characters)',
    );
  }
  warn(
    'JWT_SECRET is not set: using a random secret for this process; sessions end when it restarts.',
  );
  return { ...env, JWT_SECRET: randomBytes(32).toString('hex') };
}

export const repoRoot = REPO_ROOT;
