import {
  AppError,
  IdentityRpc,
  SYSTEM_ACTOR,
  type EmailTemplateName,
  type NotificationRpc,
  type NotificationUserExport,
} from '@arrendo/contracts';
import type { RpcClient, RpcHandler } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { RPC_TIMEOUT_MS } from '../../app/rpc-answers.js';
import type { DB } from '../../db/types.js';
import { emailJobId, supportJobId, type BookingEventKind } from '../../email/job.js';
import { MASKED_CODE } from '../../email/templates/index.js';
import { EmailLogRepository } from '../../repositories/email-log.repository.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';
import { SupportRepository, toSupportTicket } from '../../repositories/support.repository.js';

const BOOKING_EMAIL_KINDS: readonly BookingEventKind[] = ['requested', 'confirmed', 'cancelled'];
const CODE_TEMPLATES: ReadonlySet<EmailTemplateName> = new Set([
  'verification-code',
  'password-reset-code',
  'payout-change-code',
]);

/**
 * A code email's text with its one-time code masked, as the email log keeps mail really sent:
 * rows written by the log transport (development) still hold the code in clear. Codes are six
 * digits (identity's `OtpCode`); masking an already-masked text changes nothing.
 */
export function maskCodes(template: EmailTemplateName, text: string): string {
  return CODE_TEMPLATES.has(template) ? text.replace(/\b\d{6}\b/g, MASKED_CODE) : text;
}

/** The person's current address, from identity (the email log knows addresses, not users). */
async function currentAddress(client: Pick<RpcClient, 'call'>, userId: string) {
  try {
    const contact = await client.call(
      IdentityRpc.contact,
      { userId },
      { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
    );
    return contact.email;
  } catch (error) {
    // No account left at identity: what their job ids name is all that can be theirs.
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Everything this service keeps about the caller (Ley 21.719 portability), for the BFF's one
 * JSON file: their contact messages, their feedback, the emails meant for them and their in-app
 * notifications. The person is always the actor, never a field.
 *
 * Emails: the log is keyed by address and job id. Those whose job id names the person (welcome,
 * booking emails to them, the receipts of their tickets) and the code emails sent to their current
 * address (one-time codes, whose job ids name only the code). Left out: the copy of each ticket sent to
 * support (the ticket itself is here), the HTML rendering, delivery errors and job ids.
 * Feedback: without the keyed hash of the sender's network (an abuse signal, not their data).
 */
export function exportUserHandler(deps: {
  db: Kysely<DB>;
  client: Pick<RpcClient, 'call'>;
  now?: () => Date;
}): RpcHandler<typeof NotificationRpc.exportUser> {
  const now = deps.now ?? (() => new Date());
  return async (_request, call): Promise<NotificationUserExport> => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const support = new SupportRepository(deps.db);
    const [address, tickets, feedback, notifications] = await Promise.all([
      currentAddress(deps.client, userId),
      support.allTicketsOf(userId),
      support.allFeedbackOf(userId),
      new NotificationRepository(deps.db).listAllForUser(userId),
    ]);
    const emails = await new EmailLogRepository(deps.db).listForRecipient({
      address,
      // Only code emails need the address (their job ids name the code, not the person). An
      // address can change hands (an account deleted, another made with it later): matching
      // every email by address would hand the newcomer the earlier owner's booking emails.
      addressTemplates: [...CODE_TEMPLATES],
      jobIds: [emailJobId.welcome(userId), ...tickets.map((t) => supportJobId.writer(t.id))],
      jobIdPatterns: [
        ...BOOKING_EMAIL_KINDS.map((kind) => emailJobId.booking(kind, '%', userId)),
        emailJobId.listingPublished('%', userId),
      ],
    });
    return {
      service: 'notification',
      userId,
      exportedAt: now().toISOString(),
      supportTickets: tickets.map((row) => ({
        ...toSupportTicket(row),
        name: row.name,
        email: row.email,
        locale: row.locale,
      })),
      feedback: feedback.map((row) => ({
        id: row.id,
        rating: row.rating,
        message: row.message,
        page: row.page,
        locale: row.locale,
        createdAt: row.created_at.toISOString(),
      })),
      emails: emails.map((row) => ({
        id: row.id,
        to: row.to,
        template: row.template,
        subject: row.subject,
        locale: row.locale,
        text: maskCodes(row.template, row.text),
        status: row.status,
        createdAt: row.created_at.toISOString(),
        sentAt: row.sent_at ? row.sent_at.toISOString() : null,
      })),
      notifications: notifications.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        body: row.body,
        link: row.link,
        status: row.status,
        data: row.data,
        createdAt: row.created_at.toISOString(),
      })),
    };
  };
}
