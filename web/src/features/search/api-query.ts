import { LIMITS } from '@arrendo/contracts/web';
import type { SearchUrl } from './url-state';
import { displayToClp, type PriceContext } from './price-units';

export type SearchApiQuery = Record<string, string | number | undefined>;

/**
 * `GET /api/search` parameters for a home URL: the mode, the place (or the map's rectangle), the
 * category, the dates or hours, guests and the filters, with the price range converted from the
 * guest's currency (and the tax toggle's fee and IVA) to the host's pesos. Absent values are left out.
 */
export function apiQueryFromUrl(url: SearchUrl, price: PriceContext): SearchApiQuery {
  const mode = url.type ?? 'day';
  const bounds =
    url.south !== undefined &&
    url.west !== undefined &&
    url.north !== undefined &&
    url.east !== undefined;
  const point = !bounds && url.lat !== undefined && url.lng !== undefined;
  const hourly = mode === 'hour';
  const minPrice =
    url.minPrice !== undefined && url.minPrice > 0
      ? displayToClp(url.minPrice, price, 'min')
      : undefined;
  const maxPrice =
    url.maxPrice !== undefined && url.maxPrice < LIMITS.priceFilter.sliderMax
      ? displayToClp(url.maxPrice, price, 'max')
      : undefined;
  return {
    type: mode,
    lat: point ? url.lat : undefined,
    lng: point ? url.lng : undefined,
    radius: point ? url.radius : undefined,
    south: bounds ? url.south : undefined,
    west: bounds ? url.west : undefined,
    north: bounds ? url.north : undefined,
    east: bounds ? url.east : undefined,
    category: url.category,
    checkIn: !hourly && url.checkIn && url.checkOut ? url.checkIn : undefined,
    checkOut: !hourly && url.checkIn && url.checkOut ? url.checkOut : undefined,
    date: hourly ? url.checkIn : undefined,
    startTime: hourly && url.checkIn && url.hours ? url.startTime : undefined,
    hours: hourly && url.checkIn && url.startTime ? url.hours : undefined,
    flexibility: !hourly && !url.checkIn ? url.flexibility : undefined,
    guests: url.guests,
    minPrice,
    maxPrice:
      maxPrice !== undefined && minPrice !== undefined && maxPrice < minPrice ? minPrice : maxPrice,
    bedrooms: url.bedrooms || undefined,
    bathrooms: url.bathrooms || undefined,
    amenities: url.amenities,
    pets: url.pets ? 'true' : undefined,
    instant: url.instant ? 'true' : undefined,
    sort: url.sort ?? url.sortBy,
  };
}
