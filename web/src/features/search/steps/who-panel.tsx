import { useTranslation } from 'react-i18next';
import { GUEST_CATEGORIES } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { CounterRow } from './who/counter-row';
import { GUEST_LIMITS, maximumOf, minimumOf, stepGuests } from './who/guest-limits';
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
              label={t(`who.${kind}`)}
              hint={t(`who.${kind}Hint`)}
              decreaseLabel={t('who.decrease', { label: t(`who.${kind}`) })}
              increaseLabel={t('who.increase', { label: t(`who.${kind}`) })}
              testId={`count-${kind}`}
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
