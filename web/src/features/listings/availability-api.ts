import { queryOptions } from '@tanstack/react-query';
import { Availability } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { listingKeys } from './api';

// Apart from ./api, which the route loaders bring into the entry: the calendar schemas
// (contracts booking/calendar) load with the property page's chunk, not on every first visit.

/** Days and hours a guest can pick; the booking service answers (issue 8, calendar). */
export function propertyAvailabilityQueryOptions(id: string, from: string, to: string) {
  return queryOptions({
    queryKey: [...listingKeys.detail(id), 'availability', from, to] as const,
    queryFn: ({ signal }) =>
      api.get(`/properties/${encodeURIComponent(id)}/availability`, Availability, {
        query: { from, to },
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });
}
