import { z } from 'zod';

/** Variables both notification processes (service and email worker) read, besides the base env. */
export const emailEnvSchema = z.object({
  /** Redis key prefix of the BullMQ queues; tests set a unique one per file. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" or "-"')
    .default('bull'),
  /** First retry delay of a failed email; doubles on each of the 5 attempts. */
  EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
});

/** The email worker's own variables. */
export const workerEnvSchema = emailEnvSchema.extend({
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
});

export type EmailEnv = z.infer<typeof emailEnvSchema>;
export type WorkerEnv = z.infer<typeof workerEnvSchema>;
