import type { MessageReport, MessageReportReason, Photo } from '@arrendo/contracts';
import type { ContextRow, ReportRow } from '../repositories/report.repository.js';

/**
 * A report as admins review it. The text is shown as written, never masked: admins judge what
 * was actually sent (contact details offered off the platform are often the very thing
 * reported). A removed message's text is gone for admins too (blanked in the table).
 */
export function reportView(row: ReportRow, photos: Photo[], context: ContextRow[]): MessageReport {
  const nameOf = (userId: string) =>
    userId === row.guest_id ? row.guest_first_name : row.host_first_name;
  const removed = row.removed_at !== null;
  return {
    id: row.id,
    reason: row.reason as MessageReportReason,
    details: row.details,
    createdAt: row.created_at.toISOString(),
    reporterId: row.reporter_id,
    reporterName: nameOf(row.reporter_id),
    status: row.status,
    outcome: row.outcome,
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    resolvedBy: row.resolved_by,
    warning:
      row.warning !== null && row.warned_at && row.warned_by
        ? { message: row.warning, sentAt: row.warned_at.toISOString(), sentBy: row.warned_by }
        : null,
    message: {
      id: row.message_id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      senderName: nameOf(row.sender_id),
      listingTitle: row.listing_title,
      body: removed ? '' : row.body,
      photos: removed ? [] : photos,
      createdAt: row.message_created_at.toISOString(),
      removed,
    },
    context: context.map((m) => ({
      id: m.id,
      senderId: m.sender_id,
      body: m.removed_at ? '' : m.body,
      photoCount: m.removed_at ? 0 : m.photo_count,
      createdAt: new Date(m.created_at).toISOString(),
      removed: m.removed_at !== null,
    })),
  };
}
