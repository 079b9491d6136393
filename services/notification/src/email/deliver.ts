import type { EmailLogRepository } from '../repositories/email-log.repository.js';
import { EmailJobData } from './job.js';
import { codeOf, renderEmail, withoutCode } from './templates/index.js';
import type { EmailTransport } from './transport/index.js';

export type EmailLogStore = Pick<
  EmailLogRepository,
  'findByJobId' | 'upsertPending' | 'markSent' | 'markFailed' | 'markSkipped'
>;

export interface DeliverDeps {
  emailLog: EmailLogStore;
  transport: EmailTransport;
  appUrl: string;
  now?: () => Date;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'skipped-expired';

/**
 * Sends one email job at most once per job id: a job the log already marks as sent (or skipped)
 * is not sent again, whatever BullMQ does with retries, stalls or duplicate jobs. A crash between
 * the transport accepting the email and the log being marked leaves the row `pending` and the
 * retry sends again — at-least-once is the best any SMTP client can do.
 */
export async function deliverEmail(
  jobId: string,
  rawData: unknown,
  deps: DeliverDeps,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  // Re-validated: the job may have been queued by an older or newer release.
  const data = EmailJobData.parse(rawData);

  const existing = await deps.emailLog.findByJobId(jobId);
  if (existing && (existing.status === 'sent' || existing.status === 'skipped')) {
    return 'already-sent';
  }

  const ctx = { locale: data.locale, appUrl: deps.appUrl, to: data.to };
  const rendered = renderEmail(data.email, ctx);
  // Whoever can read the log must not be able to use a code that really left the machine.
  const stored =
    deps.transport.name === 'log' ? rendered : renderEmail(withoutCode(data.email), ctx);
  await deps.emailLog.upsertPending({
    jobId,
    to: data.to,
    subject: rendered.subject,
    template: data.email.template,
    locale: data.locale,
    text: stored.text,
    html: stored.html,
    transport: deps.transport.name,
  });

  if (data.notAfter && Date.parse(data.notAfter) <= now().getTime()) {
    await deps.emailLog.markSkipped(jobId, 'expired before it could be sent');
    return 'skipped-expired';
  }

  try {
    const code = codeOf(data.email);
    await deps.transport.send({
      to: data.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(code ? { code } : {}),
    });
  } catch (error) {
    await deps.emailLog.markFailed(jobId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await deps.emailLog.markSent(jobId, now());
  return 'sent';
}
