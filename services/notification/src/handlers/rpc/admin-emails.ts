import { AppError } from '@arrendo/contracts';
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

export function adminEmailsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminEmails> {
  const emailLog = new EmailLogRepository(deps.db);
  return async (request, call) => {
    assertAdmin(call.actor);
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const page = await emailLog.list({ limit: request.limit, after });
    return {
      items: page.rows.map(toEmailLogEntry),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}
