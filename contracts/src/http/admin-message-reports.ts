import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { MessageRemovalReason, MessageReport, SenderWarningText } from '../messaging/model.js';

/**
 * What admins do about a reported message (issue 29). Every route needs the admin role (checked
 * by the BFF and again by the messaging service); each action is idempotent and audited.
 *
 * | route | body | answer |
 * |---|---|---|
 * | POST /api/admin/message-reports/:reportId/dismiss | | `MessageReport` (resolved as `dismissed`) |
 * | POST /api/admin/message-reports/:reportId/warn | `WarnSenderBody` | `MessageReport` (the sender is notified once) |
 * | POST /api/admin/message-reports/messages/:messageId/remove | `RemoveMessageBody` | `RemoveMessageResponse` |
 *
 * Listing them is `GET /api/admin/message-reports` (`AdminMessageReportsQuery` in `messages.ts`).
 */
export const MessageReportParams = z.object({ reportId: Uuid }).strict();
export const ReportedMessageParams = z.object({ messageId: Uuid }).strict();

export const WarnSenderBody = z.object({ message: SenderWarningText }).strict();
export type WarnSenderBody = z.input<typeof WarnSenderBody>;

export const RemoveMessageBody = z.object({ reason: MessageRemovalReason }).strict();
export type RemoveMessageBody = z.input<typeof RemoveMessageBody>;

export const RemoveMessageResponse = z.object({
  messageId: Uuid,
  removedAt: z.iso.datetime({ offset: true }),
  /** False when it had already been removed (nothing changed). */
  changed: z.boolean(),
  resolvedReportIds: z.array(Uuid),
});
export type RemoveMessageResponse = z.infer<typeof RemoveMessageResponse>;

export const MessageReportResponse = MessageReport;
