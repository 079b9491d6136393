import { MessagingRpc, SYSTEM_ACTOR } from '@arrendo/contracts';
import type { JobEnqueuer, Logger, RpcClient } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { RPC_TIMEOUT_MS, unlessNotFound } from '../../app/rpc-answers.js';
import type { DB } from '../../db/types.js';
import { EmailJob } from '../../email/job.js';
import { messageDigestEmailId, type MessageDigestData } from '../../inbox/message-digest-job.js';
import { NotificationSettingsRepository } from '../../repositories/notification-settings.repository.js';
import { isEnabled } from '../../settings/defaults.js';
import { contactOf } from '../events/lookups.js';

export interface MessageDigestDeps {
  db: Kysely<DB>;
  client: Pick<RpcClient, 'call'>;
  jobs: JobEnqueuer;
  logger: Logger;
  backoffMs: number;
}

export type DigestOutcome = 'sent' | 'read' | 'switched-off' | 'gone';

/** At most this many messages in one email (the template's limit: the newest; the button opens the rest). */
const MAX_MESSAGES = 50;

/**
 * The window is over: messaging says which of its messages are still unread (as the system
 * actor). None → no email. Else one email listing them, queued with a fixed id (a retried job
 * queues the same email once). Messaging or identity away → thrown: the job retries.
 */
export function messageDigestHandler(deps: MessageDigestDeps) {
  const settings = new NotificationSettingsRepository(deps.db);
  return async (data: MessageDigestData): Promise<DigestOutcome> => {
    const digest = await unlessNotFound(
      deps.client.call(
        MessagingRpc.unreadDigest,
        { conversationId: data.conversationId, recipientId: data.recipientId },
        { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
      ),
    );
    // The conversation (or the recipient's part in it) is gone: nothing to tell.
    if (!digest) return 'gone';
    // Messages of an earlier window were emailed with it (or read).
    const since = Date.parse(data.windowStart);
    const unread = digest.messages.filter((m) => Date.parse(m.sentAt) >= since);
    if (unread.length === 0) return 'read';
    // Turned off after the message came: the switch as it is now decides.
    const switches = await settings.switchesOf(data.recipientId, 'message_received');
    if (!isEnabled(switches, 'message_received', 'email')) return 'switched-off';
    const to = await contactOf(deps.client, data.recipientId);
    if (!to) return 'gone';
    await deps.jobs.enqueue(
      EmailJob,
      {
        to: to.email,
        locale: to.locale,
        email: {
          template: 'messages-digest',
          firstName: to.firstName,
          conversationId: data.conversationId,
          senderName: digest.senderFirstName,
          listingTitle: digest.listingTitle,
          messages: unread
            .slice(-MAX_MESSAGES)
            .map((m) => ({ preview: m.preview, sentAt: m.sentAt })),
        },
      },
      { id: messageDigestEmailId(data), backoffMs: deps.backoffMs },
    );
    return 'sent';
  };
}
