import { NotificationConsumedEvents, NotificationRpc } from '@arrendo/contracts';
import { registerRpcHandlers, subscribeEvents, type ServiceContext } from '@arrendo/kit';
import { notificationDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import { EmailOutboxRelay } from './email/outbox.js';
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

export function registerHandlers(ctx: ServiceContext<DB, EmailEnv>): void {
  const deps = notificationDeps(ctx);
  // Emails the handlers decide wait in `email_outbox` until this relay queues them.
  const relay = new EmailOutboxRelay({
    db: deps.db,
    jobs: deps.jobs,
    logger: deps.logger,
    backoffMs: deps.env.EMAIL_BACKOFF_MS,
    pollMs: deps.env.OUTBOX_POLL_MS,
  });
  relay.start();
  ctx.onStop(() => relay.stop());
  subscribeEvents(ctx, NotificationConsumedEvents, {
    otpRequested: handleOtpRequested,
    userRegistered: handleUserRegistered,
    userDeleted: handleUserDeleted,
    // Booking messages ask identity (contact) and booking (the booking) as the system actor.
    ...bookingHandlers(deps),
    propertyPublished: handleListingPublished(deps),
    supportTicketCreated: handleSupportTicketCreated(deps),
  });
  registerRpcHandlers(ctx, NotificationRpc, {
    unreadCount: unreadCountHandler(deps),
    adminEmails: adminEmailsHandler(deps),
    createSupportTicket: createSupportTicketHandler(deps),
    mySupportTickets: mySupportTicketsHandler(deps),
    createFeedback: createFeedbackHandler(deps),
    adminSupportTickets: adminSupportTicketsHandler(deps),
    adminFeedback: adminFeedbackHandler(deps),
    exportUser: exportUserHandler(deps),
  });
}
