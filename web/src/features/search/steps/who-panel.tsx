import type { WhoPanelProps } from './types';

// Interim (replaced in this issue by the steps branch).
export function WhoPanel({ value, onChange }: WhoPanelProps) {
  return (
    <button type="button" onClick={() => onChange({ ...value, adults: value.adults + 1 })}>
      + {value.adults}
    </button>
  );
}
