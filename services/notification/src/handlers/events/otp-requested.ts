import type { EventEnvelope, OtpRequestedEventV2 } from '@arrendo/contracts';
import type { NotificationDeps } from '../../app/deps.js';
import { CodeEmailJob, emailJobId } from '../../email/job.js';
import type { EmailJobData } from '../../email/job.js';

/** The code's lifetime as the identity service set it (10 minutes), for the email's wording. */
export function expiresInMinutes(occurredAt: string, expiresAt: string): number {
  const ms = Date.parse(expiresAt) - Date.parse(occurredAt);
  return Math.min(24 * 60, Math.max(1, Math.round(ms / 60_000)));
}

/** The code stays sealed: this process never holds the key that opens it. */
export function otpEmailJob(event: EventEnvelope<OtpRequestedEventV2>): {
  jobId: string;
  data: EmailJobData;
} {
  const { data } = event;
  return {
    jobId: emailJobId.otp(data.codeId),
    data: {
      to: data.email,
      locale: data.locale,
      email: {
        template: data.purpose === 'reset_password' ? 'password-reset-code' : 'verification-code',
        firstName: data.firstName,
        codeId: data.codeId,
        sealedCode: data.sealedCode,
        expiresInMinutes: expiresInMinutes(event.occurredAt, data.expiresAt),
      },
      notAfter: data.expiresAt,
    },
  };
}

/**
 * Enqueues the code email. Runs inside the consumer's inbox transaction: if the commit fails the
 * event is redelivered and the enqueue repeats with the same job id.
 */
export function handleOtpRequested({ jobs, env }: NotificationDeps) {
  const backoffMs = env.EMAIL_BACKOFF_MS;
  return async (event: EventEnvelope<OtpRequestedEventV2>): Promise<void> => {
    const job = otpEmailJob(event);
    await jobs.enqueue(CodeEmailJob, job.data, { id: job.jobId, backoffMs });
  };
}
