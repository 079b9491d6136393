import type { EventEnvelope, UserReactivatedEvent, UserSuspendedEvent } from '@arrendo/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { SearchRepository } from '../../repositories/search.repository.js';

/**
 * `evt.identity.user.suspended` (decision 0048): the host's listings leave search, the property
 * page and new holds for as long as the suspension lasts. Only the `host_suspended` flag changes,
 * never the host's own publish state, so reactivation brings each listing back as it was. The
 * search documents follow in this (the kit's inbox) transaction; a trigger keeps them out while
 * the flag is set, whoever refreshes them. Idempotent by state: a second event changes nothing.
 */
export async function onUserSuspended(
  event: EventEnvelope<UserSuspendedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  await setHostSuspended(trx, event.data.userId, true, event.data.at);
}

/** `evt.identity.user.reactivated`: the host's listings return in the state they had. */
export async function onUserReactivated(
  event: EventEnvelope<UserReactivatedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  await setHostSuspended(trx, event.data.userId, false, event.data.at);
}

async function setHostSuspended(
  trx: Transaction<DB>,
  hostId: string,
  suspended: boolean,
  at: string,
): Promise<void> {
  // Only a change newer than the last one seen applies: the two events travel on separate
  // subjects, so a late redelivery of an older suspension must not undo a reactivation.
  const changedAt = new Date(at);
  const applied = await trx
    .insertInto('host_suspensions')
    .values({ host_id: hostId, suspended, changed_at: changedAt })
    .onConflict((oc) =>
      oc
        .column('host_id')
        .doUpdateSet({ suspended, changed_at: changedAt })
        .where('host_suspensions.changed_at', '<', changedAt),
    )
    .returning('host_id')
    .executeTakeFirst();
  if (!applied) return;
  // The rows are locked in id order, as `refresh_search_documents` locks them.
  const rows = await trx
    .selectFrom('properties')
    .select('id')
    .where('host_id', '=', hostId)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return;
  await trx
    .updateTable('properties')
    .set({ host_suspended: suspended })
    .where('id', 'in', ids)
    .where('host_suspended', '=', !suspended)
    .execute();
  if (suspended) {
    // The trigger refuses new rows; the ones already there go now.
    await sql`delete from search_documents where id = any(${ids}::uuid[])`.execute(trx);
  } else {
    await new SearchRepository(trx).refreshDocuments(ids);
  }
}
