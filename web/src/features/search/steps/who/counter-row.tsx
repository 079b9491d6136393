import { useId } from 'react';
import { cn } from '@/components/ui/cn';

interface CounterRowProps {
  label: string;
  hint: string;
  /** The buttons' accessible names ("Decrease adults"…), in the caller's wording. */
  decreaseLabel: string;
  increaseLabel: string;
  count: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (by: 1 | -1) => void;
  testId: string;
  /** Smaller type and spacing, for the reservation panel's dropdown. */
  compact?: boolean;
}

/** One guest kind with − / + buttons: the search's Who step and the reservation panel. */
export function CounterRow(props: CounterRowProps) {
  const { compact = false } = props;
  const labelId = useId();
  const hintId = useId();
  const buttonClass = cn(
    'flex size-8 items-center justify-center rounded-full border border-neutral-400 hover:border-neutral-900 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-300',
    !compact && 'text-lg leading-none',
  );

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className={cn('flex items-center justify-between gap-4', compact ? 'py-3' : 'py-4')}
    >
      <div>
        <p id={labelId} className={cn('font-semibold', !compact && 'text-base')}>
          {props.label}
        </p>
        <p id={hintId} className={cn('text-muted', compact ? 'text-xs' : 'text-sm')}>
          {props.hint}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={props.decreaseLabel}
          disabled={!props.canDecrease}
          onClick={() => props.onStep(-1)}
          className={buttonClass}
        >
          −
        </button>
        <span
          aria-live="polite"
          data-testid={props.testId}
          className={cn('text-center tabular-nums', compact ? 'w-5' : 'w-6')}
        >
          {props.count}
        </span>
        <button
          type="button"
          aria-label={props.increaseLabel}
          disabled={!props.canIncrease}
          onClick={() => props.onStep(1)}
          className={buttonClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
