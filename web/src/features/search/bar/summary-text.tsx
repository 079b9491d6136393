import { useTranslation } from 'react-i18next';
import { summarizeCategory, summarizeDates, summarizeGuests } from '../steps/summary';
import { searchFromUrl, type SearchState } from '../state';
import type { SearchUrl } from '../url-state';

export type SummaryPart = 'category' | 'dates' | 'guests';

/**
 * One part of a search in words (the steps' own summaries), or `placeholder` when that part is
 * not set. Its own chunk: loaded with the bar's popups, or when a summary first shows.
 */
export function SummaryText({
  part,
  state,
  url,
  placeholder,
}: {
  part: SummaryPart;
  placeholder: string;
} & ({ state: SearchState; url?: never } | { url: SearchUrl; state?: never })) {
  const { t, i18n } = useTranslation('search');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  // From the URL here rather than in the header, so the first paint does not carry the parsing.
  const search = state ?? searchFromUrl(url);
  const text =
    part === 'category'
      ? summarizeCategory(search.category, t)
      : part === 'dates'
        ? summarizeDates(search.dates, t, locale)
        : summarizeGuests(search.guests, t);
  return <>{text || placeholder}</>;
}
