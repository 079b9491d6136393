import type { NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import {
  payoutWords,
  type PayoutFailedEmail,
  type PayoutPaidEmail,
} from '../../email/templates/payout.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

/** A payout left or came back: the host, in the app, by email and by push. */
function payoutSteps<K extends 'payoutPaid' | 'payoutFailed'>(deps: NotificationDeps, key: K) {
  return eventSteps<Consumed[K], DB, UserContactReply | null>({
    before: ({ data }) => contactOf(deps.client, data.hostId),
    write: async ({ data }, trx, host) => {
      if (!host) return;
      const outcome = key === 'payoutPaid' ? 'paid' : 'failed';
      const base = {
        firstName: host.firstName,
        payoutId: data.payoutId,
        amount: data.amount.amount,
        method: data.method,
      };
      const email: PayoutPaidEmail | PayoutFailedEmail =
        'reason' in data
          ? { template: 'payout-failed', ...base, reason: data.reason }
          : { template: 'payout-paid', ...base };
      const words = payoutWords(email, host.locale);
      await deliverNotification(trx, {
        recipient: host.userId,
        type: outcome === 'paid' ? 'payout_paid' : 'payout_failed',
        dedupeKey: `payout_${outcome}:${data.payoutId}:${host.userId}`,
        title: words.heading,
        body: words.summary,
        link: words.action.path,
        data: {
          payoutId: data.payoutId,
          amount: data.amount.amount,
          ...('reason' in data ? { reason: data.reason } : {}),
        },
        email: emailNow(emailJobId.payout(outcome, data.payoutId), {
          to: host.email,
          locale: host.locale,
          email,
        }),
      });
    },
  });
}

export const handlePayoutPaid = (deps: NotificationDeps) => payoutSteps(deps, 'payoutPaid');
export const handlePayoutFailed = (deps: NotificationDeps) => payoutSteps(deps, 'payoutFailed');
