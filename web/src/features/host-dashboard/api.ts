import { queryOptions } from '@tanstack/react-query';
import { HostDashboardResponse, HostDayResponse } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/features/bookings/api';

/**
 * The host dashboard's API (contracts `http/bookings.ts`): a month's figures and calendar, and one
 * day's whole list for the day dialog.
 */
export type DashboardDay = HostDashboardResponse['days'][number];
export type DashboardBooking = DashboardDay['bookings'][number];
export type DashboardGuests = HostDashboardResponse['guests'];

// Under `bookings` so that a host's answer to a request (use-answer-request.ts invalidates every
// booking query) refreshes the figures and the calendar too.
export const hostDashboardKeys = {
  all: [...bookingKeys.all, 'host-dashboard'] as const,
  month: (month: string, today: string) => [...hostDashboardKeys.all, month, today] as const,
  day: (date: string) => [...hostDashboardKeys.all, 'day', date] as const,
};

/** `month` is the calendar's `YYYY-MM`; `today` the host's own date (their device's). */
export function hostDashboardQueryOptions(month: string, today: string) {
  return queryOptions({
    queryKey: hostDashboardKeys.month(month, today),
    queryFn: ({ signal }) =>
      api.get('/host/dashboard', HostDashboardResponse, { query: { month, today }, signal }),
  });
}

/** Every booking of one day, with its guests' cards (the calendar cell shows three at most). */
export function hostDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: hostDashboardKeys.day(date),
    queryFn: ({ signal }) =>
      api.get(`/host/dashboard/days/${encodeURIComponent(date)}`, HostDayResponse, { signal }),
  });
}
