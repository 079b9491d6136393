import { AppError, MESSAGE_LIMITS, type MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { QuickReplyRepository } from '../../repositories/quick-reply.repository.js';

export function listQuickRepliesHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.listQuickReplies> {
  const replies = new QuickReplyRepository(deps.db);
  return async (_request, call) => ({ items: await replies.list(callerId(call.actor)) });
}

export function createQuickReplyHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.createQuickReply> {
  const replies = new QuickReplyRepository(deps.db);
  return async (request, call) => {
    const added = await replies.addBelow(
      callerId(call.actor),
      request,
      MESSAGE_LIMITS.maxQuickReplies,
    );
    if (!added) {
      throw new AppError(
        'CONFLICT',
        `You can keep up to ${MESSAGE_LIMITS.maxQuickReplies} quick replies. Delete one first.`,
        { reason: 'quick_replies_full' },
      );
    }
    return added;
  };
}

export function deleteQuickReplyHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.deleteQuickReply> {
  const replies = new QuickReplyRepository(deps.db);
  return async (request, call) => {
    const deleted = await replies.delete(callerId(call.actor), request.quickReplyId);
    if (!deleted) throw new AppError('NOT_FOUND', 'Quick reply not found');
    return { ok: true as const };
  };
}
