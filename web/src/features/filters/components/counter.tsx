import { useTranslation } from 'react-i18next';
import { canDecrement, canIncrement } from '../counter-rules';
import type { CounterValue } from '../counter-rules';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';

interface CounterProps {
  label: string;
  value: CounterValue;
  max: number;
  onIncrement(): void;
  onDecrement(): void;
  testId: string;
  hint?: string;
}

const STEP_BUTTON =
  'grid size-8 place-items-center rounded-full border border-neutral-400 text-neutral-700 hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-300';

/** A minus / value / plus row; null reads "Any" (spec §4 counters). */
export function Counter({
  label,
  value,
  max,
  onIncrement,
  onDecrement,
  testId,
  hint,
}: CounterProps) {
  const { t } = useTranslation('filters');
  return (
    <div className="flex items-center justify-between gap-4 py-3" data-testid={testId}>
      <div>
        <p className="text-base">{label}</p>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('rooms.decrease', { label })}
          disabled={!canDecrement(value)}
          onClick={onDecrement}
        >
          <MinusIcon className="size-3.5" />
        </button>
        <output
          className="min-w-20 text-center text-base tabular-nums"
          aria-live="polite"
          data-testid={`${testId}-value`}
        >
          {value === null ? t('rooms.any') : value}
        </output>
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('rooms.increase', { label })}
          disabled={!canIncrement(value, max)}
          onClick={onIncrement}
        >
          <PlusIcon className="size-3.5" />
        </button>
      </div>
    </div>
  );
}
