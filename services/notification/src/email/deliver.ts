import { PermanentJobError } from '@arrendo/kit';
import type { EmailLogRepository } from '../repositories/email-log.repository.js';
import type { EmailJobData, SealedCodeEmail } from './job.js';
import { MASKED_CODE, codeOf, renderEmail, withoutCode } from './templates/index.js';
import type { EmailTemplateData } from './templates/index.js';
import type { EmailTransport } from './transport/index.js';

export type EmailLogStore = Pick<
  EmailLogRepository,
  'findByJobId' | 'upsertPending' | 'markSent' | 'markFailed' | 'markSkipped'
>;

/** Opens a code email's sealed code (OTP_DELIVERY_KEY); throws when it cannot. */
export type CodeOpener = (email: SealedCodeEmail) => string;

export interface DeliverDeps {
  emailLog: EmailLogStore;
  transport: EmailTransport;
  appUrl: string;
  openCode: CodeOpener;
  now?: () => Date;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'skipped-expired';

/** The template data with the code in place: `open` is only called for code emails. */
function withCode(
  email: EmailJobData['email'],
  code: (e: SealedCodeEmail) => string,
): EmailTemplateData {
  if (!('sealedCode' in email)) return email;
  const { codeId: _codeId, sealedCode: _sealed, ...rest } = email;
  return { ...rest, code: code(email) };
}

/**
 * Sends one email job at most once per job id: a job the log already marks as sent (or skipped)
 * is not sent again, whatever BullMQ does with retries, stalls or duplicate jobs. A crash between
 * the transport accepting the email and the log being marked leaves the row `pending` and the
 * retry sends again — at-least-once is the best any SMTP client can do.
 *
 * A code is opened only here, after the expiry check and just before rendering; it exists in
 * plain text only in this process's memory and in the email itself (and, for the log transport
 * outside production, in the email log and console, which are how a local user reads it).
 */
export async function deliverEmail(
  jobId: string,
  data: EmailJobData,
  deps: DeliverDeps,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  const existing = await deps.emailLog.findByJobId(jobId);
  if (existing && (existing.status === 'sent' || existing.status === 'skipped')) {
    return 'already-sent';
  }

  const ctx = { locale: data.locale, appUrl: deps.appUrl, to: data.to };
  const masked = renderEmail(
    withCode(data.email, () => MASKED_CODE),
    ctx,
  );
  const pending = (stored: { text: string; html: string }) =>
    deps.emailLog.upsertPending({
      jobId,
      to: data.to,
      subject: masked.subject,
      template: data.email.template,
      locale: data.locale,
      text: stored.text,
      html: stored.html,
      transport: deps.transport.name,
    });

  if (data.notAfter && Date.parse(data.notAfter) <= now().getTime()) {
    await pending(masked);
    await deps.emailLog.markSkipped(jobId, 'expired before it could be sent');
    return 'skipped-expired';
  }

  let email: EmailTemplateData;
  try {
    email = withCode(data.email, deps.openCode);
  } catch (error) {
    await pending(masked);
    const reason = `the code cannot be opened: ${(error as Error).message}`;
    await deps.emailLog.markFailed(jobId, reason);
    // Another try opens nothing more: wrong or missing key, or a forged job.
    throw new PermanentJobError(reason);
  }
  const rendered = renderEmail(email, ctx);
  // Whoever can read the log must not be able to use a code that really left the machine.
  await pending(deps.transport.name === 'log' ? rendered : renderEmail(withoutCode(email), ctx));

  try {
    const code = codeOf(email);
    await deps.transport.send({
      to: data.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(data.replyTo ? { replyTo: data.replyTo } : {}),
      ...(code ? { code } : {}),
    });
  } catch (error) {
    await deps.emailLog.markFailed(jobId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await deps.emailLog.markSent(jobId, now());
  return 'sent';
}
