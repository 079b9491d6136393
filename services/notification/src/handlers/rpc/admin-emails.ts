import { AppError, DEFAULT_TIME_ZONE } from '@arrendo/contracts';
import type { Actor, NotificationRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { EmailLogRepository, toEmailLogEntry } from '../../repositories/email-log.repository.js';

export function assertAdmin(
  actor: Actor,
  refusal = 'Only administrators can see the email log',
): void {
  if (actor.roles.includes('admin')) return;
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in as an administrator');
  throw new AppError('FORBIDDEN', refusal);
}

/**
 * `rpc.notification.admin.emails`: the log, newest first, without the bodies (the preview reads
 * one). The date range is in Santiago's days, as the admins who search it live them.
 */
export function adminEmailsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminEmails> {
  const emailLog = new EmailLogRepository(deps.db);
  return async (request, call) => {
    assertAdmin(call.actor);
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const { recipient, template, status, from, to } = request;
    const page = await emailLog.list({
      limit: request.limit,
      after,
      filter: { recipient, template, status, from, to, timeZone: DEFAULT_TIME_ZONE },
    });
    return {
      items: page.rows.map((row) => {
        const { text: _text, html: _html, ...summary } = toEmailLogEntry(row);
        return summary;
      }),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}

/**
 * `rpc.notification.admin.email`: one email as it was rendered and stored when it was sent —
 * what its recipient got, whatever the templates say today.
 */
export function adminEmailHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminEmail> {
  const emailLog = new EmailLogRepository(deps.db);
  return async (request, call) => {
    assertAdmin(call.actor);
    const row = await emailLog.findById(request.id);
    if (!row) throw new AppError('NOT_FOUND', 'Email not found');
    return toEmailLogEntry(row);
  };
}
