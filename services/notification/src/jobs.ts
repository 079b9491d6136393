import { otpSealContext } from '@arrendo/contracts';
import { openSecret, parseKeyring, type JobWorkerContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import { deliverEmail, type CodeOpener } from './email/deliver.js';
import { CodeEmailJob, EmailJob, type EmailJobData } from './email/job.js';
import { OneTimeCode } from './email/templates/common.js';
import { createTransport, type EmailTransport } from './email/transport/index.js';
import type { WorkerEnv } from './env.js';
import { EmailLogRepository } from './repositories/email-log.repository.js';

/**
 * The email worker's job handlers (run by src/worker.ts, a process of its own). Returns the
 * transport so the worker can report it; closed when the worker stops.
 */
export function registerEmailJobs(
  ctx: JobWorkerContext<DB, WorkerEnv>,
  transport: EmailTransport = createTransport(ctx.env, (line) => ctx.logger.info(line)),
): EmailTransport {
  const keys = parseKeyring(ctx.env.OTP_DELIVERY_KEY);
  const openCode: CodeOpener = (email) =>
    OneTimeCode.parse(openSecret(keys, email.sealedCode, otpSealContext(email.codeId)));
  const deps = {
    emailLog: new EmailLogRepository(ctx.db),
    transport,
    appUrl: ctx.env.PUBLIC_URL,
    openCode,
  };
  const send = async (data: EmailJobData, job: { id: string; logger: typeof ctx.logger }) => {
    const outcome = await deliverEmail(job.id, data, deps);
    // Never the job data: whom and which email is enough to follow it.
    job.logger.info({ template: data.email.template, outcome }, 'email job done');
    return outcome;
  };
  const concurrency = ctx.env.EMAIL_WORKER_CONCURRENCY;
  ctx.jobs.handle(CodeEmailJob, send, { concurrency });
  ctx.jobs.handle(EmailJob, send, { concurrency });
  ctx.onStop(() => transport.close());
  if (transport.name === 'log' && ctx.env.NODE_ENV === 'production') {
    ctx.logger.warn(
      'SMTP_URL is not set: emails are only written to the email log, nobody receives them',
    );
  }
  ctx.logger.info({ transport: transport.name }, 'email transport ready');
  return transport;
}
