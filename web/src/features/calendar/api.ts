import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HostCalendar, Listing, type WeeklyRules } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { applyRange } from './calendar-days';

export const calendarKeys = {
  calendar: (propertyId: string) => ['host-calendar', propertyId] as const,
  listing: (propertyId: string) => ['host-listing', propertyId] as const,
};

const base = (propertyId: string) => `/host/listings/${encodeURIComponent(propertyId)}`;

export const hostCalendarQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: calendarKeys.calendar(propertyId),
    queryFn: ({ signal }) => api.get(`${base(propertyId)}/calendar`, HostCalendar, { signal }),
  });

/** The host's own listing (for the page title); the listing routes own the rest of it. */
export const hostListingQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: calendarKeys.listing(propertyId),
    queryFn: ({ signal }) => api.get(base(propertyId), Listing, { signal }),
  });

export interface RangeChange {
  action: 'block' | 'unblock';
  start: string;
  end: string;
  /** Blocking only: the host's own reminder of why (the host's calendar shows it). */
  note?: string;
}

/**
 * Blocks or unblocks a range. The calendar shows the change at once and settles on the server's
 * answer (the whole calendar); a refusal rolls it back and reaches `onError`.
 */
export function useRangeMutation(propertyId: string) {
  const client = useQueryClient();
  const key = calendarKeys.calendar(propertyId);
  return useMutation({
    mutationFn: ({ action, start, end, note }: RangeChange) =>
      api.post(
        `${base(propertyId)}/calendar/${action === 'block' ? 'blocks' : 'unblock'}`,
        action === 'block' && note ? { start, end, note } : { start, end },
        HostCalendar,
      ),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<HostCalendar>(key);
      if (previous) client.setQueryData(key, applyRange(previous, change, change.action));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (calendar) => client.setQueryData(key, calendar),
  });
}

export function useWeeklyRulesMutation(propertyId: string) {
  const client = useQueryClient();
  const key = calendarKeys.calendar(propertyId);
  return useMutation({
    mutationFn: (rules: WeeklyRules) =>
      api.put(`${base(propertyId)}/calendar/weekly`, rules, HostCalendar),
    onMutate: async (rules) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<HostCalendar>(key);
      if (previous) client.setQueryData(key, { ...previous, rules });
      return { previous };
    },
    onError: (_error, _rules, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (calendar) => client.setQueryData(key, calendar),
  });
}
