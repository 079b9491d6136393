import type { EventEnvelope, UserRegisteredEvent } from '@arrendo/contracts';
import { currentTraceparent } from '@arrendo/kit';
import { emailJobId } from '../../email/job.js';
import type { EmailJobData } from '../../email/job.js';
import type { EmailQueue } from '../../email/queue.js';

export function welcomeEmailJob(event: EventEnvelope<UserRegisteredEvent>): {
  jobId: string;
  data: EmailJobData;
} {
  const { data } = event;
  const traceparent = currentTraceparent() ?? event.traceparent;
  return {
    jobId: emailJobId.welcome(data.userId),
    data: {
      to: data.email,
      locale: data.locale,
      email: { template: 'welcome', firstName: data.firstName },
      ...(traceparent ? { traceparent } : {}),
    },
  };
}

/** The identity service emits this once the email is verified: time for the welcome email. */
export function handleUserRegistered(queue: EmailQueue) {
  return async (event: EventEnvelope<UserRegisteredEvent>): Promise<void> => {
    const job = welcomeEmailJob(event);
    await queue.enqueue(job.jobId, job.data);
  };
}
