import type { ExploreDestinationsSheetProps } from '../steps/types';

// Interim (replaced in this issue by the Where branch).
export function ExploreDestinationsSheet({ open, onPick, onClose }: ExploreDestinationsSheetProps) {
  if (!open) return null;
  return (
    <div role="dialog">
      <button
        type="button"
        onClick={() => {
          onPick({ label: 'Santiago', lat: -33.4489, lng: -70.6693 });
          onClose();
        }}
      >
        Santiago
      </button>
    </div>
  );
}
