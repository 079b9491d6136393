import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { CalendarImport, CalendarSyncResponse, HostCalendar } from '@arrendo/contracts/web';
import { calendarKeys } from '@/features/calendar/api';
import { testI18n } from '@/test/render-in-router';
import { CalendarSyncSection } from './components/calendar-sync-section';

// The calendar sync section's fakes for the component tests: a listing, its answers, a render.

export const PROPERTY = '6f1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
export const SYNC_PATH = `/host/listings/${PROPERTY}/calendar/sync`;
export const EXPORT_URL = `https://arrendo.test/calendar/${'a'.repeat(43)}.ics`;
export const NEW_EXPORT_URL = `https://arrendo.test/calendar/${'b'.repeat(43)}.ics`;
export const AIRBNB_ID = '7a1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';
export const BOOKING_ID = '8b1c2f3e-8a41-4b7e-9d35-2b1f0c9e7a10';

export function fakeImport(overrides: Partial<CalendarImport> = {}): CalendarImport {
  return {
    id: AIRBNB_ID,
    name: 'Airbnb',
    url: 'https://www.airbnb.com/calendar/ical/123456.ics?s=secret',
    createdAt: '2026-11-01T12:00:00.000Z',
    lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    lastError: null,
    busyCount: 3,
    ...overrides,
  };
}

export function fakeSync(overrides: Partial<CalendarSyncResponse> = {}): CalendarSyncResponse {
  return { propertyId: PROPERTY, exportUrl: EXPORT_URL, imports: [], ...overrides };
}

/** An answer the test hands over when it wants (to see the pending state first). */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The host's calendar, cached as the availability page has it, to see it read again. */
const hostCalendar: HostCalendar = {
  propertyId: PROPERTY,
  timeZone: 'America/Santiago',
  today: '2026-11-23',
  horizonEnd: '2027-05-23',
  rules: { blockedWeekdays: [], openingHours: [] },
  blocks: [],
  importedBlocks: [],
  bookings: [],
};

/** The section as the availability page shows it (its query read through the API stub). */
export function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(calendarKeys.calendar(PROPERTY), hostCalendar);
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>loading</p>}>
          <CalendarSyncSection propertyId={PROPERTY} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const hostCalendarInvalidated = () =>
    client.getQueryState(calendarKeys.calendar(PROPERTY))?.isInvalidated ?? false;
  return { ...view, client, hostCalendarInvalidated };
}
