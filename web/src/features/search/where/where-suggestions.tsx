import type { WhereSuggestionsProps } from '../steps/types';

// Interim (replaced in this issue by the Where branch): Santiago only.
export function WhereSuggestions({ onPick }: WhereSuggestionsProps) {
  return (
    <button
      type="button"
      onClick={() => onPick({ label: 'Santiago', lat: -33.4489, lng: -70.6693 })}
    >
      Santiago
    </button>
  );
}
