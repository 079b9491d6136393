import type { PriceUnit } from '@arrendo/contracts/web';
import type { PropertySearch } from '@/features/listings/property/property-search';
import { guestsSent, searchFromUrl } from './state';
import type { SearchUrl } from './url-state';

/**
 * The query of a result's link: the searched dates (or day and hours) and party, so the property
 * page's panel and price start from them (decisions.md, Search: "A search's context travels").
 * Dates go only to a listing of the searched kind: a stay's nights mean nothing to an hourly
 * space. A flexible stay names no days, so it carries none. `guests` goes only when the filters'
 * minimum is above the Who step's count (the page reads it as more adults).
 */
export function propertyLinkSearch(url: SearchUrl, priceUnit: PriceUnit): PropertySearch {
  const search = searchFromUrl(url);
  const link: PropertySearch = {};
  const dates = search.dates;
  if (priceUnit === 'day' && dates?.kind === 'range') {
    link.checkIn = dates.checkIn;
    link.checkOut = dates.checkOut;
  } else if (priceUnit === 'hour' && dates?.kind === 'day') {
    link.date = dates.date;
    if (dates.startTime !== undefined && dates.hours !== undefined) {
      link.startTime = dates.startTime;
      link.hours = dates.hours;
    }
  }
  const { adults, children, infants } = search.guests;
  if (adults > 0) link.adults = adults;
  if (children > 0) link.children = children;
  if (infants > 0) link.infants = infants;
  if (url.guests !== undefined && url.guests > guestsSent(search.guests)) link.guests = url.guests;
  if (url.pets) link.pets = true;
  return link;
}
