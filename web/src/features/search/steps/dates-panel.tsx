import type { DatesPanelProps } from './types';

// Interim (replaced in this issue by the steps branch).
export function DatesPanel({ value, onChange }: DatesPanelProps) {
  const range = value?.kind === 'range' ? value : null;
  return (
    <div>
      <input
        type="date"
        aria-label="checkIn"
        value={range?.checkIn ?? ''}
        onChange={(e) =>
          onChange(
            { kind: 'range', checkIn: e.target.value, checkOut: range?.checkOut ?? e.target.value },
            false,
          )
        }
      />
      <input
        type="date"
        aria-label="checkOut"
        value={range?.checkOut ?? ''}
        onChange={(e) =>
          onChange(
            { kind: 'range', checkIn: range?.checkIn ?? e.target.value, checkOut: e.target.value },
            true,
          )
        }
      />
    </div>
  );
}
