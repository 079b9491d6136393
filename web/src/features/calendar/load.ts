import type { QueryClient } from '@tanstack/react-query';
import { calendarSyncQueryOptions } from '@/features/calendar-sync/api';
import { hostCalendarQueryOptions, hostListingQueryOptions } from './api';

/**
 * The availability page's loader: the listing (its title and type), its calendar and its
 * calendar sync, together. One module the route imports when it loads, as the dashboard's
 * load.ts: a route's loader ships with every first visit, this need not.
 */
export async function loadAvailabilityPage(
  queryClient: QueryClient,
  propertyId: string,
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(hostListingQueryOptions(propertyId)),
    queryClient.ensureQueryData(hostCalendarQueryOptions(propertyId)),
    queryClient.ensureQueryData(calendarSyncQueryOptions(propertyId)),
  ]);
}
