import type { NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import { senderWarnedWords, type SenderWarnedEmail } from '../../email/templates/sender-warned.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

/**
 * An admin warned a message's sender about a report: in the app, by email and by push, in the
 * sender's language, quoting the admin. A warning has no switch (it is not news the user may turn
 * off); it is keyed by the report, so a redelivered event warns once. A deleted sender gets none.
 */
export function handleSenderWarned(deps: NotificationDeps) {
  return eventSteps<Consumed['senderWarned'], DB, UserContactReply | null>({
    before: ({ data }) => contactOf(deps.client, data.senderId),
    write: async ({ data }, trx, sender) => {
      if (!sender) return;
      const email: SenderWarnedEmail = {
        template: 'sender-warned',
        firstName: sender.firstName,
        conversationId: data.conversationId,
        message: data.message,
      };
      const words = senderWarnedWords(email, sender.locale);
      await deliverNotification(trx, {
        recipient: sender.userId,
        type: 'sender_warned',
        dedupeKey: `sender_warned:${data.reportId}:${sender.userId}`,
        title: words.heading,
        body: `${words.summary} ${data.message}`,
        link: words.action.path,
        data: {
          reportId: data.reportId,
          messageId: data.messageId,
          conversationId: data.conversationId,
          message: data.message,
        },
        email: emailNow(emailJobId.senderWarned(data.reportId), {
          to: sender.email,
          locale: sender.locale,
          email,
        }),
      });
    },
  });
}
