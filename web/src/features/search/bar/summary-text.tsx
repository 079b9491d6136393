import { useTranslation } from 'react-i18next';
import { summarizeCategory, summarizeDates, summarizeGuests } from '../steps/summary';
import type { SearchState } from '../state';

export type SummaryPart = 'category' | 'dates' | 'guests';

/**
 * One part of a search in words (the steps' own summaries), or `placeholder` when that part is
 * not set. Its own chunk: loaded with the bar's popups, or when a summary first shows.
 */
export function SummaryText({
  part,
  state,
  placeholder,
}: {
  part: SummaryPart;
  state: SearchState;
  placeholder: string;
}) {
  const { t, i18n } = useTranslation('search');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const text =
    part === 'category'
      ? summarizeCategory(state.category, t)
      : part === 'dates'
        ? summarizeDates(state.dates, t, locale)
        : summarizeGuests(state.guests, t);
  return <>{text || placeholder}</>;
}
