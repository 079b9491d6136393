import { z } from 'zod';
import { keyringSetting } from '@arrendo/kit';

/** The notification service's variables, besides the base env (REDIS_URL, QUEUE_PREFIX, …). */
export const emailEnvSchema = z.object({
  /** First retry delay of a failed email; doubles on each of the 5 attempts. */
  EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** Where contact messages go (Reply-To the writer); the BFF shows the same address. */
  SUPPORT_EMAIL: z.email().default('soporte@arrendo.cl'),
  /** Support's promise, repeated in the confirmation to the writer. */
  SUPPORT_RESPONSE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
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
});

export type EmailEnv = z.infer<typeof emailEnvSchema>;
export type WorkerEnv = z.infer<typeof workerEnvSchema>;
