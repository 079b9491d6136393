import {
  IdentityRpc,
  SYSTEM_ACTOR,
  type NotificationConsumedEvents,
  type UserContactReply,
} from '@arrendo/contracts';
import { eventSteps, type Logger, type RpcClient } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { RPC_TIMEOUT_MS, unlessNotFound } from '../../app/rpc-answers.js';
import type { DB } from '../../db/types.js';
import { EmailJob, emailJobId } from '../../email/job.js';
import { queueEmail } from '../../email/outbox.js';
import {
  listingPublishedMessage,
  type ListingPublishedEmail,
} from '../../email/templates/listing-published.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';

export interface ListingNotifierDeps {
  client: Pick<RpcClient, 'call'>;
  logger: Logger;
}

/**
 * A host published a listing for the first time: an in-app notification and an email in the
 * host's language. Only the host's own publishing is announced: the demo seed's imports (and
 * events from before `by` existed) send nothing, as nobody reads a demo host's inbox. Identity is
 * asked in the `before` step, with no transaction open (down: it throws, nothing is written, and
 * the kit redelivers the event). Like the booking messages, the email is decided only by the
 * transaction that adds the notification (and queued once it commits: `email/outbox.ts`), so a
 * redelivered event adds neither again.
 */
export function handleListingPublished(shared: NotificationDeps) {
  const deps: ListingNotifierDeps = {
    client: shared.client,
    logger: shared.logger,
  };
  return eventSteps<
    typeof NotificationConsumedEvents.propertyPublished,
    DB,
    UserContactReply | null
  >({
    before: async ({ data }) => {
      if (data.by !== 'host') return null;
      const contact = await unlessNotFound(
        deps.client.call(
          IdentityRpc.contact,
          { userId: data.hostId },
          { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
        ),
      );
      if (!contact) {
        deps.logger.warn({ propertyId: data.propertyId }, 'listing published by an unknown host');
      }
      return contact;
    },
    write: async ({ data }, trx, contact) => {
      if (!contact) return;
      const email: ListingPublishedEmail = {
        template: 'listing-published',
        firstName: contact.firstName,
        propertyId: data.propertyId,
        title: data.title,
        listingType: data.listingType,
      };
      const words = listingPublishedMessage(email, contact.locale);
      const added = await new NotificationRepository(trx).insertOnce({
        dedupeKey: `listing-published:${data.propertyId}:${data.hostId}`,
        userId: data.hostId,
        type: 'listing_published',
        title: words.heading,
        body: words.summary,
        link: words.action.path,
        data: { propertyId: data.propertyId, template: email.template },
      });
      if (!added) return;
      await queueEmail(
        trx,
        EmailJob,
        { to: contact.email, locale: contact.locale, email },
        emailJobId.listingPublished(data.propertyId, data.hostId),
      );
    },
  });
}
