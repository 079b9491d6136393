import {
  AppError,
  MessagingEvents,
  type LiveEnvelope,
  type MessageReport,
  type MessagingRpc,
} from '@arrendo/contracts';
import {
  decodeTimestampIdCursor,
  encodeTimestampIdCursor,
  enqueueEvent,
  recordAdminAction,
  type RpcHandler,
} from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { requireAdmin } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { reportView } from '../../app/report-view.js';
import { messageView } from '../../app/views.js';
import type { DB } from '../../db/types.js';
import { LiveRepository } from '../../repositories/live.repository.js';
import { MessageRepository } from '../../repositories/message.repository.js';
import { PhotoRepository } from '../../repositories/photo.repository.js';
import { ReportRepository, type ReportRow } from '../../repositories/report.repository.js';

const reportNotFound = () => new AppError('NOT_FOUND', 'Report not found');

function alreadyResolved(row: ReportRow): AppError {
  return new AppError('CONFLICT', `This report was already resolved as ${row.outcome ?? 'done'}.`, {
    reason: 'report_resolved',
    outcome: row.outcome,
  });
}

/** The report as admins read it now, with its photos and the messages around it. */
async function loadReport(db: Kysely<DB>, reportId: string): Promise<MessageReport> {
  const reports = new ReportRepository(db);
  const row = await reports.find(db, reportId);
  if (!row) throw reportNotFound();
  const photos = await new PhotoRepository(db).forMessages(db, [row.message_id]);
  const context = await reports.context({
    id: row.message_id,
    conversationId: row.conversation_id,
    createdAt: row.message_created_at,
  });
  return reportView(row, photos.get(row.message_id) ?? [], context);
}

/** Admins: every report (or one status's), newest first, with the message as it was written. */
export function adminReportsHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.adminReports> {
  const reports = new ReportRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  return async (request, call) => {
    requireAdmin(call.actor);
    const cursor = request.cursor ? decodeTimestampIdCursor(request.cursor) : undefined;
    const rows = await reports.page(request.status, cursor, request.limit);
    const byMessage = await photos.forMessages(
      deps.db,
      rows.map((r) => r.message_id),
    );
    // A few indexed rows per report (at most `limit` reports a page): cheap enough to inline.
    const contexts = await Promise.all(
      rows.map((r) =>
        reports.context({
          id: r.message_id,
          conversationId: r.conversation_id,
          createdAt: r.message_created_at,
        }),
      ),
    );
    const last = rows.at(-1);
    return {
      items: rows.map((r, i) =>
        reportView(r, byMessage.get(r.message_id) ?? [], contexts[i] ?? []),
      ),
      nextCursor:
        last && rows.length === request.limit
          ? encodeTimestampIdCursor({ createdAt: last.cursor_created_at, id: last.id })
          : null,
    };
  };
}

/** Admins: closes an open report with no action (a repeat answers it as it is). */
export function resolveReportHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.resolveReport> {
  const reports = new ReportRepository(deps.db);
  return async (request, call) => {
    requireAdmin(call.actor);
    await deps.db.transaction().execute(async (trx) => {
      const row = await reports.findForUpdate(trx, request.reportId);
      if (!row) throw reportNotFound();
      if (row.status === 'resolved') {
        if (row.outcome === request.outcome) return;
        throw alreadyResolved(row);
      }
      await reports.resolve(trx, row.id, request.outcome, call.actor.userId ?? '');
      await recordAdminAction(trx, 'messaging', {
        actor: call.actor,
        action: 'messaging.report.dismiss',
        target: { type: 'message_report', id: row.id },
        before: { status: 'open', outcome: null },
        after: { status: 'resolved', outcome: request.outcome },
      });
    });
    return loadReport(deps.db, request.reportId);
  };
}

interface Removal {
  reply: { messageId: string; removedAt: string; changed: boolean; resolvedReportIds: string[] };
  live: LiveEnvelope[];
}

/**
 * Admins: takes a message down for everyone. In one transaction: its text is blanked and its
 * photos go (as a deleted account's), the stored live copies of it go (a replay must not hand the
 * text out again) and each participant gets a live event with the removed message, every open
 * report on it resolves as `removed`, and the action is audited; the live events are published
 * after the commit. A repeat only resolves reports filed since (none: it changes nothing).
 */
export function removeMessageHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.removeMessage> {
  const messages = new MessageRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  const reports = new ReportRepository(deps.db);
  const live = new LiveRepository(deps.db);
  return async (request, call) => {
    requireAdmin(call.actor);
    const adminId = call.actor.userId ?? '';
    const removal = await deps.db.transaction().execute(async (trx): Promise<Removal> => {
      const message = await messages.findForUpdate(trx, request.messageId);
      if (!message) throw new AppError('NOT_FOUND', 'Message not found');
      const participants = [message.sender_id, message.recipient_id];
      if (message.removed_at) {
        const resolvedReportIds = await reports.resolveRemoved(trx, message.id, adminId);
        if (resolvedReportIds.length > 0) {
          await recordAdminAction(trx, 'messaging', {
            actor: call.actor,
            action: 'messaging.message.remove',
            target: { type: 'message', id: message.id },
            before: { removed: true },
            after: { removed: true, resolvedReportIds },
            reason: request.reason,
          });
        }
        return {
          reply: {
            messageId: message.id,
            removedAt: message.removed_at.toISOString(),
            changed: false,
            resolvedReportIds,
          },
          live: [],
        };
      }
      await live.lockUsers(trx, participants);
      const removed = await messages.remove(trx, message.id);
      if (!removed?.removed_at) throw new AppError('INTERNAL', 'The message could not be removed');
      const photoCount = await photos.deleteForMessage(trx, message.id);
      await live.dropMessage(trx, message.id);
      const envelopes: LiveEnvelope[] = [];
      for (const userId of participants) {
        // A removed message reads the same to both (no text, no photos): masking is moot.
        const view = messageView(removed, [], userId, false);
        envelopes.push(await live.append(trx, userId, { type: 'message', message: view }));
      }
      const resolvedReportIds = await reports.resolveRemoved(trx, message.id, adminId);
      await enqueueEvent(trx, MessagingEvents.MESSAGE_REMOVED, {
        messageId: message.id,
        conversationId: message.conversation_id,
        recipientId: message.recipient_id,
        removedAt: removed.removed_at.toISOString(),
      });
      await recordAdminAction(trx, 'messaging', {
        actor: call.actor,
        action: 'messaging.message.remove',
        target: { type: 'message', id: message.id },
        // Never the words: the audit log keeps no more of a removed message than the table does.
        before: {
          removed: false,
          senderId: message.sender_id,
          conversationId: message.conversation_id,
          photoCount,
        },
        after: { removed: true, resolvedReportIds },
        reason: request.reason,
      });
      return {
        reply: {
          messageId: message.id,
          removedAt: removed.removed_at.toISOString(),
          changed: true,
          resolvedReportIds,
        },
        live: envelopes,
      };
    });
    deps.live.publish(removal.live);
    return removal.reply;
  };
}

/**
 * Admins: warns the reported message's sender, once per report (a repeat answers the report as
 * it is and sends nothing). The warning, the report's resolution (`warned` when it was open; a
 * report resolved by the message's removal keeps `removed`), the event the notification service
 * tells the sender from, and the audit entry commit together. A dismissed report is a conflict.
 */
export function warnSenderHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.warnSender> {
  const reports = new ReportRepository(deps.db);
  return async (request, call) => {
    requireAdmin(call.actor);
    const adminId = call.actor.userId ?? '';
    await deps.db.transaction().execute(async (trx) => {
      const row = await reports.findForUpdate(trx, request.reportId);
      if (!row) throw reportNotFound();
      if (row.warning !== null) return;
      if (row.outcome === 'dismissed') throw alreadyResolved(row);
      const warnedAt = await reports.recordWarning(trx, row.id, request.message, adminId);
      if (row.status === 'open') await reports.resolve(trx, row.id, 'warned', adminId);
      await enqueueEvent(trx, MessagingEvents.SENDER_WARNED, {
        reportId: row.id,
        senderId: row.sender_id,
        messageId: row.message_id,
        conversationId: row.conversation_id,
        message: request.message,
        warnedAt: warnedAt.toISOString(),
      });
      await recordAdminAction(trx, 'messaging', {
        actor: call.actor,
        action: 'messaging.report.warn',
        target: { type: 'message_report', id: row.id },
        before: { status: row.status, outcome: row.outcome, warned: false },
        after: {
          status: 'resolved',
          outcome: row.status === 'open' ? 'warned' : row.outcome,
          warned: true,
          senderId: row.sender_id,
          warning: request.message,
        },
      });
    });
    return loadReport(deps.db, request.reportId);
  };
}
