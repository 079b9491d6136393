import type { NotificationConsumedEvents, UserContactReply } from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import {
  listingRelistedWords,
  listingUnlistedWords,
  type ListingRelistedEmail,
  type ListingUnlistedEmail,
} from '../../email/templates/listing-moderation.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;

/**
 * An admin unlisted a host's listing (decision 0049): in the app, by email and by push, in the
 * host's language, quoting the admin's reason. Like a warning it has no switch (the host must
 * learn why their listing left the market). Keyed by the listing and the moment it was
 * unlisted, so a redelivered event tells the host once. A deleted host gets nothing.
 */
export function handleListingUnlistedByAdmin(deps: NotificationDeps) {
  return eventSteps<Consumed['listingUnlistedByAdmin'], DB, UserContactReply | null>({
    before: ({ data }) => contactOf(deps.client, data.hostId),
    write: async ({ data }, trx, host) => {
      if (!host) return;
      const email: ListingUnlistedEmail = {
        template: 'listing-unlisted',
        firstName: host.firstName,
        propertyId: data.propertyId,
        title: data.title,
        reason: data.reason,
      };
      const words = listingUnlistedWords(email, host.locale);
      await deliverNotification(trx, {
        recipient: host.userId,
        type: 'listing_unlisted',
        dedupeKey: `listing_unlisted:${data.propertyId}:${data.at}`,
        title: words.heading,
        body: `${words.summary} ${data.reason}`,
        link: words.action.path,
        data: {
          propertyId: data.propertyId,
          listingTitle: data.title ?? '',
          reason: data.reason,
        },
        email: emailNow(emailJobId.listingModerated('unlisted', data.propertyId, data.at), {
          to: host.email,
          locale: host.locale,
          email,
        }),
      });
    },
  });
}

/** An admin put the listing back: a short note in the app and by email. */
export function handleListingRelistedByAdmin(deps: NotificationDeps) {
  return eventSteps<Consumed['listingRelistedByAdmin'], DB, UserContactReply | null>({
    before: ({ data }) => contactOf(deps.client, data.hostId),
    write: async ({ data }, trx, host) => {
      if (!host) return;
      const email: ListingRelistedEmail = {
        template: 'listing-relisted',
        firstName: host.firstName,
        propertyId: data.propertyId,
        title: data.title,
      };
      const words = listingRelistedWords(email, host.locale);
      await deliverNotification(trx, {
        recipient: host.userId,
        type: 'listing_relisted',
        dedupeKey: `listing_relisted:${data.propertyId}:${data.at}`,
        title: words.heading,
        body: words.summary,
        link: words.action.path,
        data: { propertyId: data.propertyId, listingTitle: data.title ?? '' },
        email: emailNow(emailJobId.listingModerated('relisted', data.propertyId, data.at), {
          to: host.email,
          locale: host.locale,
          email,
        }),
      });
    },
  });
}
