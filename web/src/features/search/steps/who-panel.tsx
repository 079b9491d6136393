import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_CATEGORIES } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { GUEST_LIMITS, maximumOf, minimumOf, stepGuests, type GuestKind } from './who/guest-limits';
import type { WhoPanelProps } from './types';

/**
 * The Who step (spec §9): adults 13+, children 2–12, infants under 2 and pets, each with its
 * age band; the same four in both modes (an hourly studio or court also has people, babies and
 * dogs to fit). Guests sent = adults + children; service animals are always welcome.
 */
export function WhoPanel({ variant, value, onChange }: WhoPanelProps) {
  const { t } = useTranslation('search-steps');
  const people = value.adults + value.children;

  return (
    <div
      data-testid="who-panel"
      className={cn('flex flex-col', variant === 'desktop' && 'min-w-80')}
    >
      <ul className="divide-y divide-neutral-200">
        {GUEST_CATEGORIES.map((kind) => (
          <li key={kind}>
            <CounterRow
              kind={kind}
              count={value[kind]}
              canDecrease={value[kind] > minimumOf(kind, value)}
              canIncrease={value[kind] < maximumOf(kind, value)}
              onStep={(by) => onChange(stepGuests(value, kind, by))}
            />
          </li>
        ))}
      </ul>
      {people >= GUEST_LIMITS.people && (
        <p role="status" className="pt-2 text-xs text-muted">
          {t('who.limit', { max: GUEST_LIMITS.people })}
        </p>
      )}
      <p className="pt-3 text-xs text-muted">{t('who.petsNote')}</p>
    </div>
  );
}

interface CounterRowProps {
  kind: GuestKind;
  count: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (by: 1 | -1) => void;
}

function CounterRow({ kind, count, canDecrease, canIncrease, onStep }: CounterRowProps) {
  const { t } = useTranslation('search-steps');
  const labelId = useId();
  const hintId = useId();
  const label = t(`who.${kind}`);
  const buttonClass =
    'flex size-8 items-center justify-center rounded-full border border-neutral-400 text-lg leading-none hover:border-neutral-900 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-300';

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className="flex items-center justify-between gap-4 py-4"
    >
      <div>
        <p id={labelId} className="text-base font-semibold">
          {label}
        </p>
        <p id={hintId} className="text-sm text-muted">
          {t(`who.${kind}Hint`)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={t('who.decrease', { label })}
          disabled={!canDecrease}
          onClick={() => onStep(-1)}
          className={buttonClass}
        >
          −
        </button>
        <span
          aria-live="polite"
          data-testid={`count-${kind}`}
          className="w-6 text-center tabular-nums"
        >
          {count}
        </span>
        <button
          type="button"
          aria-label={t('who.increase', { label })}
          disabled={!canIncrease}
          onClick={() => onStep(1)}
          className={buttonClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
