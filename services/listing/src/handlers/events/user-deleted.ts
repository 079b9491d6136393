import type { EventEnvelope, UserDeletedEvent } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { enqueuePropertyWithdrawn } from '../../domain/listing-events.js';
import { ActivityRepository } from '../../repositories/activity.repository.js';
import { UserDataRepository } from '../../repositories/user-data.repository.js';
import { SearchRepository } from '../../repositories/search.repository.js';

/**
 * `evt.identity.user.deleted`: the account is gone for good (Ley 21.719), so is what this
 * service keeps of it. Listings no booking can point at (never published) are deleted; the
 * others are kept for their bookings but marked deleted, which nothing undoes, and leave search
 * and the property page in this transaction, each with its PROPERTY_WITHDRAWN (deleted). The
 * calendar copies of all of them go, and so do the user's wishlists and the views and saves of
 * their listings (the host's performance history; what the user viewed or saved as a guest is kept
 * only as salted hashes, which nothing ties back to them once their day's salt is gone).
 *
 * Runs in the kit's inbox transaction (the same event id twice changes nothing), and is
 * idempotent by state as well: a second deletion event finds nothing left to do.
 */
export async function onUserDeleted(
  event: EventEnvelope<UserDeletedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  const { userId } = event.data;
  const data = new UserDataRepository(trx);
  const listings = await data.lockHostedListings(userId);
  const ids = listings.map((l) => l.id);
  const erasable = new Set(await data.neverBookable(ids));
  const at = new Date(event.occurredAt);

  // Rows about to be erased are announced from what was read: nothing is left to read after.
  for (const row of listings) {
    if (row.deleted_at === null && erasable.has(row.id)) {
      await enqueuePropertyWithdrawn(trx, { ...row, deleted_at: at }, 'deleted');
    }
  }
  const kept = listings.filter((l) => l.deleted_at === null && !erasable.has(l.id));
  for (const row of await data.markDeleted(
    kept.map((l) => l.id),
    at,
  )) {
    await enqueuePropertyWithdrawn(trx, row, 'deleted');
  }

  await data.deleteCalendars(ids);
  await data.deleteListings([...erasable]);
  await new SearchRepository(trx).refreshDocuments(ids);
  await data.deleteWishlistsOf(userId);
  await new ActivityRepository(trx).deleteOfHost(userId);
}
