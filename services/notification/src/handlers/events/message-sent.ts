import type { NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { queueMessageDigest } from '../../email/outbox.js';
import { singleLine } from '../../email/templates/escape.js';
import { deliverNotification } from '../../inbox/deliver.js';
import { messageDigestJobId } from '../../inbox/message-digest-job.js';
import { DeliveryRepository } from '../../repositories/delivery.repository.js';
import { contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

interface Parties {
  recipient: UserContactReply;
  senderName: string;
}

/**
 * A new message. In the app: the conversation's one notification, brought back unread to the top
 * with the newest words (never one per message). By email: not now, but a digest due when the
 * window this message opens (or joins) closes, `MESSAGE_EMAIL_DELAY_MS` after its first
 * message; it emails what is still unread then, or nothing. By push: each message, one tag per
 * conversation so the device shows the latest.
 */
export function handleMessageSent(deps: NotificationDeps) {
  return eventSteps<Consumed['messageSent'], DB, Parties | null>({
    before: async ({ data }) => {
      const recipient = await contactOf(deps.client, data.recipientId);
      if (!recipient) return null;
      const sender = await contactOf(deps.client, data.senderId);
      return { recipient, senderName: sender?.firstName ?? '' };
    },
    write: async ({ data }, trx, parties) => {
      if (!parties) return;
      const { recipient, senderName } = parties;
      const es = recipient.locale === 'es';
      const name = singleLine(senderName) || (es ? 'Alguien' : 'Someone');
      await deliverNotification(trx, {
        recipient: recipient.userId,
        type: 'message_received',
        dedupeKey: `message_received:${data.messageId}:${recipient.userId}`,
        threadKey: `message_received:${data.conversationId}:${recipient.userId}`,
        title: es ? `Nuevo mensaje de ${name}` : `New message from ${name}`,
        body: data.preview,
        link: `/messages/${data.conversationId}`,
        data: {
          conversationId: data.conversationId,
          // The message the preview is of: its removal by an admin blanks the preview.
          messageId: data.messageId,
          listingId: data.listingId,
          senderName,
          preview: data.preview,
        },
        email: async (emailTrx) => {
          const window = await new DeliveryRepository(emailTrx).joinDigestWindow(
            data.conversationId,
            recipient.userId,
            new Date(data.sentAt),
            deps.env.MESSAGE_EMAIL_DELAY_MS,
          );
          if (!window.opened) return;
          const digest = {
            conversationId: data.conversationId,
            recipientId: recipient.userId,
            windowStart: window.windowStart.toISOString(),
          };
          await queueMessageDigest(emailTrx, digest, messageDigestJobId(digest), window.sendsAt);
        },
      });
    },
  });
}
