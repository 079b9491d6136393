import { queryOptions } from '@tanstack/react-query';
import { hostDayQueryOptions } from '@/features/host-dashboard/api';

/**
 * The host calendar's API is the one the availability editor and the dashboard use: the
 * listing's calendar (`hostCalendarQueryOptions`, `useRangeMutation` in features/calendar/api.ts),
 * the host's listings (features/manage-listings/api.ts) and one day's bookings, below.
 */

/**
 * One date's bookings of one listing, with their guests' cards: the host's whole day (every
 * listing, `/api/host/dashboard/days/:date`, cached once for the dashboard's dialog too) kept to
 * this listing.
 */
export function listingDayQueryOptions(date: string, propertyId: string) {
  return queryOptions({
    ...hostDayQueryOptions(date),
    select: (day) => ({
      bookings: day.bookings.filter((b) => b.propertyId === propertyId),
      guests: day.guests,
    }),
  });
}
