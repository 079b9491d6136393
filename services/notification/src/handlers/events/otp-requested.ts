import type { EventEnvelope, OtpRequestedEvent } from '@arrendo/contracts';
import { currentTraceparent } from '@arrendo/kit';
import { emailJobId } from '../../email/job.js';
import type { EmailJobData } from '../../email/job.js';
import type { EmailQueue } from '../../email/queue.js';

/** The code's lifetime as the identity service set it (10 minutes), for the email's wording. */
export function expiresInMinutes(occurredAt: string, expiresAt: string): number {
  const ms = Date.parse(expiresAt) - Date.parse(occurredAt);
  return Math.min(24 * 60, Math.max(1, Math.round(ms / 60_000)));
}

export function otpEmailJob(event: EventEnvelope<OtpRequestedEvent>): {
  jobId: string;
  data: EmailJobData;
} {
  const { data } = event;
  const traceparent = currentTraceparent() ?? event.traceparent;
  return {
    jobId: emailJobId.otp(data.codeId),
    data: {
      to: data.email,
      locale: data.locale,
      email: {
        template: data.purpose === 'reset_password' ? 'password-reset-code' : 'verification-code',
        firstName: data.firstName,
        code: data.code,
        expiresInMinutes: expiresInMinutes(event.occurredAt, data.expiresAt),
      },
      notAfter: data.expiresAt,
      ...(traceparent ? { traceparent } : {}),
    },
  };
}

/**
 * Enqueues the code email. Runs inside the consumer's inbox transaction: if the commit fails the
 * event is redelivered and the `add` repeats with the same job id, which BullMQ ignores.
 */
export function handleOtpRequested(queue: EmailQueue) {
  return async (event: EventEnvelope<OtpRequestedEvent>): Promise<void> => {
    const job = otpEmailJob(event);
    await queue.enqueue(job.jobId, job.data);
  };
}
