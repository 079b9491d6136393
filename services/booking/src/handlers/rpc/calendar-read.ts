import { daysBetween, fieldError, type BookingRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import {
  horizonOf,
  hostListing,
  loadHostCalendar,
  publishedListing,
  rulesOf,
  unbookableRanges,
} from '../../app/calendar.js';
import type { BookingDeps } from '../../app/deps.js';
import { unavailableDates } from '../../domain/availability.js';
import { CalendarRepository } from '../../repositories/calendar.repository.js';

/** About a horizon's worth of days (6 months plus slack for a month view's edges). */
export const MAX_AVAILABILITY_DAYS = 200;

export function getCalendarHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.getCalendar> {
  return async (request, call) => {
    const listing = await hostListing(deps, request.propertyId, call.actor);
    return loadHostCalendar(deps.db, listing, deps.now());
  };
}

export function availabilityHandler(deps: BookingDeps): RpcHandler<typeof BookingRpc.availability> {
  return async (request, call) => {
    if (daysBetween(request.from, request.to) > MAX_AVAILABILITY_DAYS) {
      throw fieldError('to', `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`);
    }
    const listing = await publishedListing(deps, request.propertyId, call.actor);
    const repo = new CalendarRepository(deps.db);
    const { today, horizonEnd } = horizonOf(listing.timeZone, deps.now());
    const [rules, blocks, bookings] = await Promise.all([
      rulesOf(repo, listing),
      unbookableRanges(deps.db, listing.propertyId),
      repo.bookings(listing.propertyId, request.from, request.to),
    ]);
    return {
      propertyId: listing.propertyId,
      timeZone: listing.timeZone,
      today,
      horizonEnd,
      unavailableDates: unavailableDates({
        kind: listing.kind,
        from: request.from,
        to: request.to,
        today,
        horizonEnd,
        rules,
        blocks,
        bookedNights: listing.kind === 'home' ? bookings : [],
      }),
      busy:
        listing.kind === 'hourly'
          ? bookings.map((b) => ({ startsAt: b.startsAt, endsAt: b.endsAt }))
          : [],
      openingHours: listing.kind === 'hourly' ? rules.openingHours : [],
    };
  };
}
