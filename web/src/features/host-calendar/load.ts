import type { QueryClient } from '@tanstack/react-query';
import { hostCalendarQueryOptions } from '@/features/calendar/api';
import { hostDayQueryOptions } from '@/features/host-dashboard/api';
import { myListingsQueryOptions } from '@/features/manage-listings/api';
import { calendarView } from './calendar-view';
import { chooseListing } from './listing-choice';
import { parseHostCalendarSearch } from './search';

/**
 * The calendar route's loader: the host's listings, then the chosen one's calendar (none for a
 * listing that is not theirs: the page says so without asking). The selected day's bookings are
 * asked for without waiting: the day's list has its own skeleton. One module the route imports
 * when it loads, as the dashboard's load.ts.
 */
export async function loadHostCalendar(
  queryClient: QueryClient,
  search: Record<string, unknown>,
): Promise<void> {
  const params = parseHostCalendarSearch(search);
  const listings = await queryClient.ensureQueryData(myListingsQueryOptions());
  const choice = chooseListing(params.listing, listings.items);
  if (choice.kind !== 'listing') return;
  const calendar = await queryClient.ensureQueryData(hostCalendarQueryOptions(choice.listing.id));
  void queryClient.prefetchQuery(hostDayQueryOptions(calendarView(params, calendar).date));
}
