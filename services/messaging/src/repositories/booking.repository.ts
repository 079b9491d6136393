import type { Transaction } from 'kysely';
import type { DB, ProjectedBookingStatus } from '../db/types.js';
import { laterStatus } from '../domain/booking-status.js';

export interface BookingFact {
  id: string;
  listingId: string;
  /** Unknown for an `expired` event, which does not name the guest. */
  guestId: string | null;
  status: ProjectedBookingStatus;
  startsAt: string;
  endsAt: string;
  /** When this fact happened (the event's time): the first confirmation is kept. */
  at: Date;
}

/** The only place that writes `bookings`, the projection of booking events. */
export class BookingRepository {
  /**
   * Records what is now known of a booking: the guest once named, the furthest status, and the
   * first confirmation (which never goes away, even if the booking is cancelled later).
   */
  async apply(trx: Transaction<DB>, fact: BookingFact): Promise<void> {
    await trx
      .insertInto('bookings')
      .values({
        id: fact.id,
        listing_id: fact.listingId,
        guest_id: fact.guestId,
        status: fact.status,
        starts_at: fact.startsAt,
        ends_at: fact.endsAt,
        confirmed_at: fact.status === 'confirmed' ? fact.at : null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const current = await trx
      .selectFrom('bookings')
      .select(['status', 'guest_id', 'confirmed_at'])
      .where('id', '=', fact.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const confirmedAt = current.confirmed_at ?? (fact.status === 'confirmed' ? fact.at : null);
    await trx
      .updateTable('bookings')
      .set({
        guest_id: current.guest_id ?? fact.guestId,
        status: laterStatus(current.status, fact.status),
        starts_at: fact.startsAt,
        ends_at: fact.endsAt,
        confirmed_at: confirmedAt,
        updated_at: new Date(),
      })
      .where('id', '=', fact.id)
      .execute();
  }
}
