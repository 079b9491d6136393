import { NotificationConsumedEvents, NotificationRpc } from '@arrendo/contracts';
import {
  inTransaction,
  registerRpcHandlers,
  subscribeEvents,
  type ServiceContext,
} from '@arrendo/kit';
import type { DB } from './db/types.js';
import type { EmailEnv } from './env.js';
import { bookingHandlers } from './handlers/events/booking.js';
import { handleListingPublished } from './handlers/events/listing-published.js';
import { handleOtpRequested } from './handlers/events/otp-requested.js';
import { handleSupportTicketCreated } from './handlers/events/support-ticket-created.js';
import { handleUserDeleted } from './handlers/events/user-deleted.js';
import { handleUserRegistered } from './handlers/events/user-registered.js';
import { adminEmailsHandler } from './handlers/rpc/admin-emails.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import {
  adminFeedbackHandler,
  adminSupportTicketsHandler,
  createFeedbackHandler,
  createSupportTicketHandler,
  mySupportTicketsHandler,
} from './handlers/rpc/support.js';
import { unreadCountHandler } from './handlers/rpc/unread-count.js';
import { EmailLogRepository } from './repositories/email-log.repository.js';
import { NotificationRepository } from './repositories/notification.repository.js';
import { SupportRepository } from './repositories/support.repository.js';

export function registerHandlers(ctx: ServiceContext<DB, EmailEnv>): void {
  // Emails are sent by the email worker (src/worker.ts); this process only enqueues them.
  const backoffMs = ctx.env.EMAIL_BACKOFF_MS;
  subscribeEvents(ctx, NotificationConsumedEvents, {
    otpRequested: handleOtpRequested(ctx.jobs, backoffMs),
    userRegistered: handleUserRegistered(ctx.jobs, backoffMs),
    userDeleted: handleUserDeleted,
    // Booking messages ask identity (contact) and booking (the booking) as the system actor.
    ...bookingHandlers({ client: ctx.client, jobs: ctx.jobs, backoffMs, logger: ctx.logger }),
    propertyPublished: handleListingPublished({
      client: ctx.client,
      jobs: ctx.jobs,
      backoffMs,
      logger: ctx.logger,
    }),
    supportTicketCreated: handleSupportTicketCreated({
      jobs: ctx.jobs,
      backoffMs,
      logger: ctx.logger,
      supportEmail: ctx.env.SUPPORT_EMAIL,
      responseHours: ctx.env.SUPPORT_RESPONSE_HOURS,
    }),
  });
  const support = new SupportRepository(ctx.db);
  registerRpcHandlers(ctx, NotificationRpc, {
    unreadCount: unreadCountHandler(new NotificationRepository(ctx.db)),
    adminEmails: adminEmailsHandler(new EmailLogRepository(ctx.db)),
    createSupportTicket: inTransaction(createSupportTicketHandler({ client: ctx.client })),
    mySupportTickets: mySupportTicketsHandler(support),
    createFeedback: createFeedbackHandler(support),
    adminSupportTickets: adminSupportTicketsHandler(support),
    adminFeedback: adminFeedbackHandler(support),
    exportUser: exportUserHandler({ db: ctx.db, client: ctx.client }),
  });
}
