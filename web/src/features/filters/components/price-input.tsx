import { useId, useState } from 'react';

interface PriceInputProps {
  label: string;
  /** Slider units; the field shows them as money (× `unit`: pesos for CLP). */
  value: number;
  unit: number;
  symbol: string;
  locale: string;
  /** A typed number already inside its bounds (the slider follows while typing). */
  live(text: string): number | null;
  /** Leaving the field or Enter: the spec's bounds, non-numeric as 0. */
  commit(text: string): number;
  onChange(value: number): void;
  testId: string;
}

/**
 * A number field of the price filter. It keeps the guest's text while they type (clamping each
 * keystroke would turn the "5" of "500" into the bound) and applies the bounds on leaving.
 */
export function PriceInput(props: PriceInputProps) {
  const { label, value, unit, symbol, locale, live, commit, onChange, testId } = props;
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? new Intl.NumberFormat(locale).format(value * unit);

  const finish = () => {
    if (draft === null) return;
    onChange(commit(draft));
    setDraft(null);
  };

  return (
    <div className="flex-1 rounded-lg border border-neutral-300 px-3 py-2 focus-within:border-neutral-900 focus-within:ring-1 focus-within:ring-neutral-900">
      <label htmlFor={id} className="block text-xs text-muted">
        {label}
      </label>
      <div className="flex items-baseline gap-1">
        <span aria-hidden="true" className="text-base">
          {symbol}
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          data-testid={testId}
          className="w-full min-w-0 bg-transparent text-base outline-none"
          value={shown}
          onChange={(e) => {
            const text = e.target.value.replace(/\D/g, '');
            setDraft(text);
            const now = live(text);
            if (now !== null) onChange(now);
          }}
          onBlur={finish}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              finish();
            }
          }}
        />
      </div>
    </div>
  );
}
