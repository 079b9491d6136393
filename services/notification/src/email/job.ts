import { z } from 'zod';
import { IsoDateTime, Locale } from '@arrendo/contracts';
import type { JobsOptions } from 'bullmq';
import { EmailTemplateData } from './templates/index.js';

/** The BullMQ queue every transactional email goes through (producer: main, consumer: worker). */
export const EMAIL_QUEUE = 'email';

/** What a job carries. Contains the code: never log a job's data. */
export const EmailJobData = z.object({
  to: z.email(),
  locale: Locale,
  email: EmailTemplateData,
  /** After this instant the email is pointless (the code has expired): the worker skips it. */
  notAfter: IsoDateTime.optional(),
  /** W3C trace context of the event that asked for the email, so the trace continues in the worker. */
  traceparent: z.string().optional(),
});
export type EmailJobData = z.infer<typeof EmailJobData>;

/**
 * Fixed job ids: BullMQ ignores an `add` whose id already exists, and the worker refuses to send a
 * job id the email log already marks as sent, so a redelivered event or a retry never sends two.
 */
export const emailJobId = {
  /** One email per one-time code. */
  otp: (codeId: string) => `otp-${codeId}`,
  /** One welcome per user, ever. */
  welcome: (userId: string) => `welcome-${userId}`,
} as const;

export const EMAIL_ATTEMPTS = 5;

export function emailJobOptions(jobId: string, backoffDelayMs: number): JobsOptions {
  return {
    jobId,
    attempts: EMAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: backoffDelayMs },
    // Kept a while so a late duplicate `add` still finds the id; the email log is the durable record.
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
