import type { SearchTotal } from '@arrendo/contracts/web';
import type { SearchUrl } from '@/features/search/url-state';

export interface HeadingText {
  key: string;
  values?: Record<string, string>;
}

/**
 * The results heading: "Stays near Santiago" for a place, "Stays in the map area" after 'Search
 * this area', otherwise what the mode offers. (Keys of the `home` catalogue.)
 */
export function resultsHeading(url: SearchUrl): HeadingText {
  const mode = url.type ?? 'day';
  const area =
    url.south !== undefined &&
    url.west !== undefined &&
    url.north !== undefined &&
    url.east !== undefined;
  if (area) return { key: `heading.area.${mode}` };
  if (url.lat !== undefined && url.lng !== undefined && url.location) {
    return { key: `heading.near.${mode}`, values: { place: url.location } };
  }
  return { key: `heading.all.${mode}` };
}

/** "24 spaces", or "Over 1,000 spaces" when the service stopped counting. */
export function totalText(
  total: SearchTotal,
  locale: string,
): { key: string; values: { count: number; formatted: string } } {
  const formatted = new Intl.NumberFormat(locale).format(total.count);
  return total.relation === 'atLeast'
    ? { key: 'totalAtLeast', values: { count: total.count, formatted } }
    : { key: 'total', values: { count: total.count, formatted } };
}
