import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarSyncResponse, type AddCalendarImportBody } from '@arrendo/contracts/web';
import { api, apiRequest } from '@/lib/api-client';
import { calendarKeys } from '@/features/calendar/api';

export const calendarSyncKeys = {
  sync: (propertyId: string) => ['host-calendar-sync', propertyId] as const,
};

const base = (propertyId: string) =>
  `/host/listings/${encodeURIComponent(propertyId)}/calendar/sync`;

/**
 * Adding and refreshing wait while the server reads the outside calendars (up to ~10 s each):
 * the default API timeout would give up on a slow one the server is still reading.
 */
const READ_TIMEOUT_MS = 60_000;

/** A listing's export address and the calendars it follows. */
export const calendarSyncQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: calendarSyncKeys.sync(propertyId),
    queryFn: ({ signal }) => api.get(base(propertyId), CalendarSyncResponse, { signal }),
  });

/**
 * Every change answers the whole sync state, which replaces the cached one. A change to the
 * followed calendars also changes the busy days, so the host's calendar is read again.
 */
function useSyncMutation<Variables>(
  propertyId: string,
  request: (variables: Variables) => Promise<CalendarSyncResponse>,
  { changesBusyDays }: { changesBusyDays: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (sync) => {
      client.setQueryData(calendarSyncKeys.sync(propertyId), sync);
      // Not awaited: the change is done; the calendar above catches up on its own.
      if (changesBusyDays) {
        void client.invalidateQueries({ queryKey: calendarKeys.calendar(propertyId) });
      }
    },
  });
}

/** A new export address; the old one stops working at once. */
export function useNewExportAddress(propertyId: string) {
  return useSyncMutation(
    propertyId,
    () => api.post(`${base(propertyId)}/feed`, undefined, CalendarSyncResponse),
    { changesBusyDays: false },
  );
}

/** Follows a calendar; the server reads it first and refuses one it cannot read (400). */
export function useAddCalendar(propertyId: string) {
  return useSyncMutation(
    propertyId,
    (body: AddCalendarImportBody) =>
      api.post(`${base(propertyId)}/imports`, body, CalendarSyncResponse, {
        timeoutMs: READ_TIMEOUT_MS,
      }),
    { changesBusyDays: true },
  );
}

/** Stops following a calendar: the days it held busy are free again. */
export function useRemoveCalendar(propertyId: string) {
  return useSyncMutation(
    propertyId,
    (importId: string) =>
      apiRequest(`${base(propertyId)}/imports/${encodeURIComponent(importId)}`, {
        method: 'DELETE',
        schema: CalendarSyncResponse,
      }),
    { changesBusyDays: true },
  );
}

/** Reads every followed calendar now rather than at the next half hour. */
export function useRefreshCalendars(propertyId: string) {
  return useSyncMutation(
    propertyId,
    () =>
      api.post(`${base(propertyId)}/refresh`, undefined, CalendarSyncResponse, {
        timeoutMs: READ_TIMEOUT_MS,
      }),
    { changesBusyDays: true },
  );
}
