import type { ListingClosureReason } from '@arrendo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { lockInTransaction } from './advisory-locks.js';

/** One name for the lock an account's closure takes (holds of the host's listings take it shared). */
function hostLockName(hostId: string): string {
  return `booking.host:${hostId}`;
}

/**
 * Which listings and hosts are off the market (decision 0022). The only place that writes the
 * closure tables. Listing closures are taken under the calendar's lock (`CalendarRepository`);
 * an account's under the host lock here, which holds take shared, so a hold either commits
 * before the closure (and the closure sees it) or sees the closure.
 */
export class ClosureRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async lockHostForHold(hostId: string): Promise<void> {
    await lockInTransaction(this.db, hostLockName(hostId), 'shared');
  }

  async lockHostForClose(hostId: string): Promise<void> {
    await lockInTransaction(this.db, hostLockName(hostId), 'exclusive');
  }

  /** True when the listing, or its host's account, is off the market. */
  async isClosed(propertyId: string, hostId: string): Promise<boolean> {
    const { rows } = await sql<{ closed: boolean }>`
      SELECT EXISTS (SELECT 1 FROM closed_listings WHERE property_id = ${propertyId})
        OR EXISTS (SELECT 1 FROM closed_hosts WHERE host_id = ${hostId}) AS closed`.execute(
      this.db,
    );
    return rows[0]?.closed ?? false;
  }

  /** Upserts: a deletion after an unlisting records the stronger reason. */
  async closeListing(propertyId: string, reason: ListingClosureReason): Promise<void> {
    await this.db
      .insertInto('closed_listings')
      .values({ property_id: propertyId, reason })
      .onConflict((oc) => oc.column('property_id').doUpdateSet({ reason }))
      .execute();
  }

  /** Whether there was a closure to lift. */
  async reopenListing(propertyId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('closed_listings')
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async closeHost(hostId: string): Promise<void> {
    await this.db
      .insertInto('closed_hosts')
      .values({ host_id: hostId })
      .onConflict((oc) => oc.column('host_id').doNothing())
      .execute();
  }
}
