import type { MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { LiveRepository } from '../../repositories/live.repository.js';

/** The caller's own live events after a seq: what a reconnecting stream missed. */
export function liveSinceHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.liveSince> {
  const live = new LiveRepository(deps.db);
  return async (request, call) => {
    const userId = callerId(call.actor);
    // The newest seq first: an event committed in between is then in the page or after it.
    const latestSeq = await live.latestSeq(userId);
    const events = await live.since(userId, request.after, request.limit);
    return { events, latestSeq: Math.max(latestSeq, events.at(-1)?.seq ?? 0) };
  };
}
