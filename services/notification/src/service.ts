import { IdentityEvents, NotificationRpc } from '@arrendo/contracts';
import type { ServiceContext } from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { EmailEnv } from './env.js';
import { handleOtpRequested } from './handlers/events/otp-requested.js';
import { handleUserDeleted } from './handlers/events/user-deleted.js';
import { handleUserRegistered } from './handlers/events/user-registered.js';
import { adminEmailsHandler } from './handlers/rpc/admin-emails.js';
import { unreadCountHandler } from './handlers/rpc/unread-count.js';
import { EmailLogRepository } from './repositories/email-log.repository.js';
import { NotificationRepository } from './repositories/notification.repository.js';

export function registerHandlers(ctx: ServiceContext<DB, EmailEnv>): void {
  // Emails are sent by the email worker (src/worker.ts); this process only enqueues them.
  const backoffMs = ctx.env.EMAIL_BACKOFF_MS;
  ctx.events.subscribe(IdentityEvents.OTP_REQUESTED_V2, handleOtpRequested(ctx.jobs, backoffMs));
  ctx.events.subscribe(IdentityEvents.USER_REGISTERED, handleUserRegistered(ctx.jobs, backoffMs));
  ctx.events.subscribe(IdentityEvents.USER_DELETED, handleUserDeleted);

  ctx.rpc.handle(
    NotificationRpc.unreadCount,
    unreadCountHandler(new NotificationRepository(ctx.db)),
  );
  ctx.rpc.handle(NotificationRpc.adminEmails, adminEmailsHandler(new EmailLogRepository(ctx.db)));
}
