import { AppError, fieldError, LIMITS, type Property } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { assertCalendarAllows } from '../domain/calendar-rules.js';
import type { LocalSlot } from '../domain/slot.js';
import { calendarKindOf } from '../domain/weekly-rules.js';
import { assertBookableWindow, type ResolvedSlot } from '../domain/window.js';
import type { BookingRepository } from '../repositories/booking.repository.js';
import { CalendarRepository } from '../repositories/calendar.repository.js';
import { ClosureRepository } from '../repositories/closure.repository.js';
import { LISTING_NOT_AVAILABLE, rulesOf, unbookableRanges } from './calendar.js';

/**
 * The rules every hold of a slot must pass, in three parts so that the hold can ask for its
 * quote between them. A late payment's re-take of a lapsed hold passes the very same parts
 * (`handlers/events/payment.ts`): no path to a booking skips one.
 */

/** The listing's part: on the market, not the guest's own, big enough. */
export function assertListingTakes(property: Property, guestId: string, guests: number): void {
  if (property.status !== 'published') throw new AppError('NOT_FOUND', LISTING_NOT_AVAILABLE);
  if (property.hostId === guestId) {
    throw new AppError('FORBIDDEN', 'You cannot book your own listing.');
  }
  if (guests > property.maxGuests) {
    throw fieldError('guests', `This space takes at most ${property.maxGuests} guests.`);
  }
}

/** The time's part: from now up to the horizon, as the listing's time zone sees it. */
export async function resolveBookable(
  repo: BookingRepository,
  slot: LocalSlot,
  property: Property,
  now: Date,
): Promise<ResolvedSlot> {
  const resolved = await repo.resolve(slot, property.timeZone);
  assertBookableWindow(resolved, now, LIMITS.availabilityHorizonMonths);
  return resolved;
}

/**
 * The calendar's part, in the caller's transaction: takes the host's and the listing's locks
 * shared (an account's or a listing's closure and every calendar change take them exclusively,
 * so none can slip in before the caller commits), then refuses a listing off the market and a
 * slot the host's calendar does not allow (blocks, weekly closures, opening hours, minimum hours).
 */
export async function assertCalendarTakes(
  trx: Transaction<DB>,
  property: Property,
  slot: LocalSlot,
): Promise<void> {
  const closures = new ClosureRepository(trx);
  const calendar = new CalendarRepository(trx);
  await closures.lockHostForHold(property.hostId);
  await calendar.lockForHold(property.id);
  if (await closures.isClosed(property.id, property.hostId)) {
    throw new AppError('NOT_FOUND', LISTING_NOT_AVAILABLE);
  }
  const listing = {
    propertyId: property.id,
    hostId: property.hostId,
    timeZone: property.timeZone,
    kind: calendarKindOf(property.listingType),
    minHours: property.minHours,
  };
  assertCalendarAllows(
    slot,
    await rulesOf(calendar, listing),
    await unbookableRanges(trx, property.id),
    property.minHours,
  );
}
