import { BookingEvents } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { BookingRepository, type ExpiredHold } from '../repositories/booking.repository.js';

/**
 * Expires lapsed holds in the caller's transaction and announces each, so the slot and the news
 * that it is free again commit together (search and the host's calendar follow the event).
 */
export async function expireHolds(
  trx: Transaction<DB>,
  scope: Parameters<BookingRepository['expireLapsed']>[0],
): Promise<ExpiredHold[]> {
  const expired = await new BookingRepository(trx).expireLapsed(scope);
  for (const hold of expired) {
    await enqueueEvent(trx, BookingEvents.EXPIRED, {
      bookingId: hold.id,
      propertyId: hold.property_id,
      startsAt: hold.starts_at.toISOString(),
      endsAt: hold.ends_at.toISOString(),
    });
  }
  return expired;
}
