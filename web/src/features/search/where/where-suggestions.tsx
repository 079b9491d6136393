import type { WhereSuggestionsProps } from '../steps/types';
import { DESKTOP_DESTINATIONS, MOBILE_DESTINATIONS } from './destinations';
import { useWhereListbox, type WhereListbox } from './use-where-listbox';
import { WhereList } from './where-list';

export interface WhereSuggestionsWithKeysProps extends WhereSuggestionsProps {
  /**
   * From `useWhereListbox()` in the component that owns the Where input: the input keeps focus
   * and its arrow keys and Enter drive this list. Without it the list takes focus itself.
   */
  listbox?: WhereListbox;
}

/**
 * The Where step's content (spec §2.3 popup, §2.5 mobile step): with nothing typed, 'Use current
 * location' and the destinations for the variant; with text, up to 5 Chilean predictions.
 * Picking one calls `onPick` with a place that has coordinates whenever they could be found.
 */
export function WhereSuggestions({
  variant,
  query,
  onPick,
  listbox,
}: WhereSuggestionsWithKeysProps) {
  const own = useWhereListbox();
  return (
    <WhereList
      surface={variant}
      query={query}
      destinations={variant === 'desktop' ? DESKTOP_DESTINATIONS : MOBILE_DESTINATIONS}
      onPick={onPick}
      listbox={listbox ?? own}
      layout="popup"
      standalone={listbox === undefined}
    />
  );
}
