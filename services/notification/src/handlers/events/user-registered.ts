import type { Transaction } from 'kysely';
import type { EventEnvelope, UserRegisteredEvent } from '@arrendo/contracts';
import type { DB } from '../../db/types.js';
import { EmailJob, emailJobId } from '../../email/job.js';
import { queueEmail } from '../../email/outbox.js';
import type { EmailJobData } from '../../email/job.js';

export function welcomeEmailJob(event: EventEnvelope<UserRegisteredEvent>): {
  jobId: string;
  data: EmailJobData;
} {
  const { data } = event;
  return {
    jobId: emailJobId.welcome(data.userId),
    data: {
      to: data.email,
      locale: data.locale,
      email: { template: 'welcome', firstName: data.firstName },
    },
  };
}

/**
 * The identity service emits this once the email is verified: time for the welcome email,
 * queued by the relay once the event's inbox transaction commits (`email/outbox.ts`).
 */
export async function handleUserRegistered(
  event: EventEnvelope<UserRegisteredEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  const job = welcomeEmailJob(event);
  await queueEmail(trx, EmailJob, job.data, job.jobId);
}
