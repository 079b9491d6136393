import { AppError, type MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { MessageRepository } from '../../repositories/message.repository.js';
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
