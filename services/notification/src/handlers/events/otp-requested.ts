import type { Transaction } from 'kysely';
import type { EventEnvelope, OtpPurpose, OtpRequestedEventV2 } from '@arrendo/contracts';
import type { DB } from '../../db/types.js';
import { CodeEmailJob, emailJobId } from '../../email/job.js';
import { queueEmail } from '../../email/outbox.js';
import type { EmailJobData, SealedCodeEmail } from '../../email/job.js';

/** Each purpose's email. */
const CODE_TEMPLATE = {
  verify_email: 'verification-code',
  reset_password: 'password-reset-code',
  confirm_payout: 'payout-change-code',
} as const satisfies Record<OtpPurpose, SealedCodeEmail['template']>;

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
        template: CODE_TEMPLATE[data.purpose],
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
 * Decides the code email in the consumer's inbox transaction; the relay queues it once that
 * commits (`email/outbox.ts`). A commit that fails leaves nothing queued and brings the event
 * back; the code's lifetime is minutes, and the relay waits at most a poll.
 */
export async function handleOtpRequested(
  event: EventEnvelope<OtpRequestedEventV2>,
  trx: Transaction<DB>,
): Promise<void> {
  const job = otpEmailJob(event);
  await queueEmail(trx, CodeEmailJob, job.data, job.jobId);
}
