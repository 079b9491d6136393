import { useDeferredValue } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { myListingsQueryOptions } from '@/features/manage-listings/api';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { chooseListing } from '../listing-choice';
import { parseHostCalendarSearch } from '../search';
import { CalendarFrame } from './calendar-frame';
import { ListingCalendar } from './listing-calendar';
import { ListingNotFound } from './listing-not-found';
import { ListingSelect } from './listing-select';
import { NoListings } from './no-listings';

/**
 * `/host/calendar` (spec 2.13): one listing's month, its days' bookings and blocks, and blocking
 * dates. The address says which listing (`?listing=`, the first by default), which month
 * (`?month=YYYY-MM`, the listing's this month by default) and which day (`?date=YYYY-MM-DD`).
 */
export function HostCalendarPage() {
  const { search, patch } = useUrlSearch();
  const params = parseHostCalendarSearch(search);
  const listings = useSuspenseQuery(myListingsQueryOptions()).data.items;
  const choice = chooseListing(params.listing, listings);
  const chosenId =
    choice.kind === 'listing' ? choice.listing.id : choice.kind === 'unknown' ? choice.id : null;
  // Another listing keeps this one's calendar on screen until its own arrives, instead of the
  // route's skeleton (a deferred value suspends in the background).
  const shownId = useDeferredValue(chosenId);
  const shown = listings.find((l) => l.id === shownId);

  const select =
    listings.length > 1 && chosenId ? (
      <ListingSelect
        listings={listings}
        value={chosenId}
        onChange={(id) => patch({ listing: id, month: undefined, date: undefined })}
      />
    ) : null;

  return (
    <CalendarFrame actions={select}>
      {choice.kind === 'none' ? (
        <NoListings />
      ) : shown ? (
        <ListingCalendar
          listing={shown}
          search={params}
          onSearch={patch}
          busy={shownId !== chosenId}
        />
      ) : (
        <ListingNotFound />
      )}
    </CalendarFrame>
  );
}
