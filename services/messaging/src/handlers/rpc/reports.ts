import { AppError, type MessagingRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import { callerId, requireAdmin } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { MessageRepository } from '../../repositories/message.repository.js';
import { PhotoRepository } from '../../repositories/photo.repository.js';
import { ReportRepository } from '../../repositories/report.repository.js';

/** A participant reports a message of their conversation, once (a repeat answers the first). */
export function reportHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.report> {
  const messages = new MessageRepository(deps.db);
  const reports = new ReportRepository(deps.db);
  return async (request, call) => {
    const reporterId = callerId(call.actor);
    const message = await messages.findForParticipant(request.messageId, reporterId);
    if (!message) throw new AppError('NOT_FOUND', 'Message not found');
    const id = await reports.fileOnce({
      messageId: message.id,
      reporterId,
      reason: request.reason,
      details: request.details?.trim() ? request.details.trim() : null,
    });
    return { id };
  };
}

/** Admins: every report, newest first, with the message as it was written. */
export function adminReportsHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.adminReports> {
  const reports = new ReportRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  return async (request, call) => {
    requireAdmin(call.actor);
    const cursor = request.cursor ? decodeTimestampIdCursor(request.cursor) : undefined;
    const rows = await reports.page(cursor, request.limit);
    const byMessage = await photos.forMessages(
      deps.db,
      rows.map((r) => r.message_id),
    );
    const last = rows.at(-1);
    return {
      items: rows.map((r) => ({
        id: r.id,
        reason: r.reason as never,
        details: r.details,
        createdAt: r.created_at.toISOString(),
        reporterId: r.reporter_id,
        message: {
          id: r.message_id,
          conversationId: r.conversation_id,
          senderId: r.sender_id,
          body: r.body,
          photos: byMessage.get(r.message_id) ?? [],
          createdAt: r.message_created_at.toISOString(),
        },
      })),
      nextCursor:
        last && rows.length === request.limit
          ? encodeTimestampIdCursor({ createdAt: last.cursor_created_at, id: last.id })
          : null,
    };
  };
}
