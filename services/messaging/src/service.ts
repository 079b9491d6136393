import { MessagingConsumedEvents, MessagingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, subscribeEvents, type ServiceContext } from '@arrendo/kit';
import { messagingDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import type { MessagingEnv } from './env.js';
import { bookingHandlers } from './handlers/events/booking.js';
import { userDeletedHandler } from './handlers/events/user-deleted.js';
import {
  getConversationHandler,
  listConversationsHandler,
  openConversationHandler,
} from './handlers/rpc/conversations.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import { liveSinceHandler } from './handlers/rpc/live-since.js';
import { listMessagesHandler, sendMessageHandler } from './handlers/rpc/messages.js';
import { recordPhotoHandler } from './handlers/rpc/photos.js';
import {
  createQuickReplyHandler,
  deleteQuickReplyHandler,
  listQuickRepliesHandler,
} from './handlers/rpc/quick-replies.js';
import { markReadHandler, typingHandler } from './handlers/rpc/read.js';
import {
  adminReportsHandler,
  removeMessageHandler,
  resolveReportHandler,
  warnSenderHandler,
} from './handlers/rpc/moderation.js';
import { reportHandler } from './handlers/rpc/reports.js';
import { unreadCountHandler, unreadDigestHandler } from './handlers/rpc/unread.js';
import { pruneLiveEventsTask } from './jobs/prune-live.js';

export function registerHandlers(ctx: ServiceContext<DB, MessagingEnv>): void {
  const deps = messagingDeps(ctx);
  subscribeEvents(ctx, MessagingConsumedEvents, {
    ...bookingHandlers(),
    userDeleted: userDeletedHandler(ctx.logger),
  });
  registerRpcHandlers(ctx, MessagingRpc, {
    unreadDigest: unreadDigestHandler(deps),
    openConversation: openConversationHandler(deps),
    listConversations: listConversationsHandler(deps),
    getConversation: getConversationHandler(deps),
    markRead: markReadHandler(deps),
    typing: typingHandler(deps),
    listMessages: listMessagesHandler(deps),
    send: sendMessageHandler(deps),
    recordPhoto: recordPhotoHandler(deps),
    report: reportHandler(deps),
    adminReports: adminReportsHandler(deps),
    resolveReport: resolveReportHandler(deps),
    removeMessage: removeMessageHandler(deps),
    warnSender: warnSenderHandler(deps),
    unreadCount: unreadCountHandler(deps),
    listQuickReplies: listQuickRepliesHandler(deps),
    createQuickReply: createQuickReplyHandler(deps),
    deleteQuickReply: deleteQuickReplyHandler(deps),
    liveSince: liveSinceHandler(deps),
    exportUser: exportUserHandler(deps),
  });
  ctx.schedule(pruneLiveEventsTask(ctx.db, ctx.env.LIVE_EVENT_RETENTION_DAYS));
}
