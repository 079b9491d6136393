import { MessageReportReason, type MessagingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { callerId } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { PhotoRepository } from '../../repositories/photo.repository.js';
import { UserDataRepository } from '../../repositories/user-data.repository.js';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * The caller's own messaging data (Ley 21.719 portability): each conversation they take part in
 * with the messages they sent in it, as written (the recipient's masking protects the sender's
 * contact details from the other person, not from the sender), their quick replies and the
 * reports they filed. The other person's messages are not theirs to take.
 */
export function exportUserHandler(deps: MessagingDeps): RpcHandler<typeof MessagingRpc.exportUser> {
  const data = new UserDataRepository(deps.db);
  const photos = new PhotoRepository(deps.db);
  return async (_request, call) => {
    const userId = callerId(call.actor);
    const [conversations, sent, quickReplies, reports] = await Promise.all([
      data.conversationsOf(userId),
      data.messagesSentBy(userId),
      data.quickRepliesOf(userId),
      data.reportsBy(userId),
    ]);
    const photosOf = await photos.forMessages(
      deps.db,
      sent.map((m) => m.id),
    );
    return {
      service: 'messaging' as const,
      userId,
      exportedAt: new Date().toISOString(),
      conversations: conversations.map((c) => {
        const isGuest = c.guest_id === userId;
        return {
          id: c.id,
          role: isGuest ? ('guest' as const) : ('host' as const),
          listing: { id: c.listing_id, title: c.listing_title },
          other: isGuest
            ? { id: c.host_id, firstName: c.host_first_name }
            : { id: c.guest_id, firstName: c.guest_first_name },
          createdAt: c.created_at.toISOString(),
          messagesSent: sent
            .filter((m) => m.conversation_id === c.id)
            .map((m) => ({
              id: m.id,
              clientId: m.client_id,
              body: m.body,
              photos: photosOf.get(m.id) ?? [],
              createdAt: m.created_at.toISOString(),
              readAt: iso(m.read_at),
              removed: m.removed_at !== null,
            })),
        };
      }),
      quickReplies: quickReplies.map((q) => ({
        id: q.id,
        title: q.title,
        body: q.body,
        createdAt: q.created_at.toISOString(),
      })),
      reports: reports.map((r) => ({
        id: r.id,
        messageId: r.message_id,
        reason: MessageReportReason.parse(r.reason),
        details: r.details,
        createdAt: r.created_at.toISOString(),
      })),
    };
  };
}
