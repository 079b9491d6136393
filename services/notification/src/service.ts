import { NotificationConsumedEvents, NotificationRpc } from '@arrendo/contracts';
import {
  registerRpcHandlers,
  subscribeEvents,
  type RpcClient,
  type ServiceContext,
  type ServiceOptions,
} from '@arrendo/kit';
import { notificationDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import { EmailOutboxRelay } from './email/outbox.js';
import type { EmailEnv, emailEnvSchema } from './env.js';
import { bookingHandlers } from './handlers/events/booking.js';
import { handleListingPublished } from './handlers/events/listing-published.js';
import { handleOtpRequested } from './handlers/events/otp-requested.js';
import { handleSupportTicketCreated } from './handlers/events/support-ticket-created.js';
import { handleUserDeleted } from './handlers/events/user-deleted.js';
import { handleUserRegistered } from './handlers/events/user-registered.js';
import { handleMessageSent } from './handlers/events/message-sent.js';
import { handlePaymentRefunded, handlePaymentSucceeded } from './handlers/events/payment.js';
import { handlePayoutFailed, handlePayoutPaid } from './handlers/events/payout.js';
import { handleReviewPublished, handleReviewSubmitted } from './handlers/events/review.js';
import { handleSenderWarned } from './handlers/events/sender-warned.js';
import {
  handleListingRelistedByAdmin,
  handleListingUnlistedByAdmin,
} from './handlers/events/listing-moderation.js';
import {
  handleClaimApproved,
  handleClaimMessageAdded,
  handleClaimOpened,
  handleClaimRejected,
  handleClaimWithdrawn,
} from './handlers/events/claims.js';
import { handleMessageRemoved } from './handlers/events/message-removed.js';
import { messageDigestHandler } from './handlers/jobs/message-digest.js';
import {
  listNotificationsHandler,
  markAllReadHandler,
  markReadHandler,
} from './handlers/rpc/inbox.js';
import { settingsHandler, updateSettingsHandler } from './handlers/rpc/settings.js';
import { MessageDigestJob } from './inbox/message-digest-job.js';
import { adminEmailHandler, adminEmailsHandler } from './handlers/rpc/admin-emails.js';
import { adminBookingHandler } from './handlers/rpc/admin-booking.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import {
  adminFeedbackHandler,
  adminSupportTicketsHandler,
  createFeedbackHandler,
  createSupportTicketHandler,
  mySupportTicketsHandler,
} from './handlers/rpc/support.js';
import { unreadCountHandler } from './handlers/rpc/unread-count.js';
import { registerPush } from './push/register.js';

export async function registerHandlers(ctx: ServiceContext<DB, EmailEnv>): Promise<void> {
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
  // Web push: the subscription RPCs and the push outbox's relay (`push/`).
  await registerPush(ctx, deps);
  subscribeEvents(ctx, NotificationConsumedEvents, {
    otpRequested: handleOtpRequested,
    userRegistered: handleUserRegistered,
    userDeleted: handleUserDeleted,
    // Booking messages ask identity (contact) and booking (the booking) as the system actor.
    ...bookingHandlers(deps),
    paymentSucceeded: handlePaymentSucceeded(deps),
    paymentRefunded: handlePaymentRefunded(deps),
    payoutPaid: handlePayoutPaid(deps),
    payoutFailed: handlePayoutFailed(deps),
    messageSent: handleMessageSent(deps),
    senderWarned: handleSenderWarned(deps),
    messageRemoved: handleMessageRemoved,
    reviewSubmitted: handleReviewSubmitted(deps),
    reviewPublished: handleReviewPublished(deps),
    propertyPublished: handleListingPublished(deps),
    listingUnlistedByAdmin: handleListingUnlistedByAdmin(deps),
    listingRelistedByAdmin: handleListingRelistedByAdmin(deps),
    claimOpened: handleClaimOpened(deps),
    claimMessageAdded: handleClaimMessageAdded(deps),
    claimApproved: handleClaimApproved(deps),
    claimRejected: handleClaimRejected(deps),
    claimWithdrawn: handleClaimWithdrawn(deps),
    supportTicketCreated: handleSupportTicketCreated(deps),
  });
  registerRpcHandlers(ctx, NotificationRpc, {
    unreadCount: unreadCountHandler(deps),
    list: listNotificationsHandler(deps),
    markRead: markReadHandler(deps),
    markAllRead: markAllReadHandler(deps),
    settings: settingsHandler(deps),
    updateSettings: updateSettingsHandler(deps),
    adminEmails: adminEmailsHandler(deps),
    adminEmail: adminEmailHandler(deps),
    adminBooking: adminBookingHandler(deps),
    createSupportTicket: createSupportTicketHandler(deps),
    mySupportTickets: mySupportTicketsHandler(deps),
    createFeedback: createFeedbackHandler(deps),
    adminSupportTickets: adminSupportTicketsHandler(deps),
    adminFeedback: adminFeedbackHandler(deps),
    exportUser: exportUserHandler(deps),
  });
}

/**
 * What the kit runs for this service: the handlers, and the jobs this process works itself — the
 * new-messages digest, which asks messaging and identity, so it needs the service's RPC client
 * (the kit registers the handlers first, then the jobs). The email worker is a process of its own.
 */
export function notificationService(): Pick<
  ServiceOptions<DB, typeof emailEnvSchema>,
  'register' | 'registerJobs'
> {
  let client: RpcClient | undefined;
  return {
    register: async (ctx) => {
      client = ctx.client;
      await registerHandlers(ctx);
    },
    registerJobs: (ctx) => {
      if (!client) throw new Error('notification: the handlers must be registered before the jobs');
      ctx.jobs.handle(
        MessageDigestJob,
        messageDigestHandler({
          db: ctx.db,
          client,
          jobs: ctx.jobs,
          logger: ctx.logger,
          backoffMs: ctx.env.EMAIL_BACKOFF_MS,
        }),
      );
    },
  };
}
