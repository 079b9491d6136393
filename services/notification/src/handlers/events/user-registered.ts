import type { EventEnvelope, UserRegisteredEvent } from '@arrendo/contracts';
import type { NotificationDeps } from '../../app/deps.js';
import { EmailJob, emailJobId } from '../../email/job.js';
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

/** The identity service emits this once the email is verified: time for the welcome email. */
export function handleUserRegistered({ jobs, env }: NotificationDeps) {
  const backoffMs = env.EMAIL_BACKOFF_MS;
  return async (event: EventEnvelope<UserRegisteredEvent>): Promise<void> => {
    const job = welcomeEmailJob(event);
    await jobs.enqueue(EmailJob, job.data, { id: job.jobId, backoffMs });
  };
}
