import { z } from 'zod';
import { MESSAGE_LIMITS } from '@arrendo/contracts';
import { keyringSetting } from '@arrendo/kit';

/** Unset or empty is unset: compose passes `${VAR:-}` through as an empty string. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Web push (`src/push/`), read by the service (the public key, the relay) and by the worker
 * (signing and sending). Keys unset → generated on first start and kept in `vapid_keys`, so
 * every process signs with the same pair; set both in production (a key change makes every
 * browser subscribe again).
 */
export const pushEnvFields = {
  /** Unpadded base64url of the 65-byte P-256 public key (`web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 chars)'),
  ),
  /** Its 32-byte private key, base64url (43 chars). Never logged. */
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 chars)'),
  ),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .default('mailto:soporte@arrendo.cl'),
  /** First retry delay of a failed push; doubles on each attempt. */
  PUSH_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
};

/** The notification service's variables, besides the base env (REDIS_URL, QUEUE_PREFIX, …). */
export const emailEnvSchema = z.object({
  /** First retry delay of a failed email; doubles on each of the 5 attempts. */
  EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** Where contact messages go (Reply-To the writer); the BFF shows the same address. */
  SUPPORT_EMAIL: z.email().default('soporte@arrendo.cl'),
  /** Support's promise, repeated in the confirmation to the writer. */
  SUPPORT_RESPONSE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * How long new messages stay unread before they are emailed (batched per conversation): the
   * product's 10 minutes; tests shorten it.
   */
  MESSAGE_EMAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .default(MESSAGE_LIMITS.emailAfterUnreadMinutes * 60_000),
  ...pushEnvFields,
});

/** The email worker's own variables. */
export const workerEnvSchema = z.object({
  /** Any SMTP server, e.g. smtp://user:pass@host:587 (smtps:// for implicit TLS). Unset → log transport. */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  EMAIL_FROM: z.string().min(3).default('Arrendo <no-reply@arrendo.cl>'),
  /** Where links in emails point (the BFF's public address). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  EMAIL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * Opens the one-time codes identity sealed; the worker is the only other holder. The
   * notification service itself never needs it: it moves codes sealed.
   */
  OTP_DELIVERY_KEY: keyringSetting(
    'the key identity seals codes with; `pnpm start` generates one into .data/secrets.json',
  ),
  PUSH_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  ...pushEnvFields,
});

export type EmailEnv = z.infer<typeof emailEnvSchema>;
export type WorkerEnv = z.infer<typeof workerEnvSchema>;
