import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CounterRow } from '@/features/search/steps/who/counter-row';
import { INFANTS_MAX, guestsOf, type Choice } from './choice';

type Kind = 'adults' | 'children' | 'infants';

/**
 * Adults (13+), children (2–12) and infants (under 2), as the search's Who step counts them.
 * Adults and children together fit the listing's `maxGuests`; infants do not count, and at
 * least one adult books.
 */
export function GuestsPicker({
  maxGuests,
  choice,
  onChange,
}: {
  maxGuests: number;
  choice: Choice;
  onChange: (next: Choice) => void;
}) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const people = guestsOf(choice);
  const summary = [
    t('reserve.guestsCount', { count: people }),
    choice.infants > 0 ? t('reserve.infantsCount', { count: choice.infants }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const limits: Record<Kind, { min: number; max: number }> = {
    adults: { min: 1, max: maxGuests - choice.children },
    children: { min: 0, max: maxGuests - choice.adults },
    infants: { min: 0, max: INFANTS_MAX },
  };

  return (
    <div className="rounded-xl border border-neutral-300 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between p-3 text-left"
        data-testid="guests-toggle"
      >
        <span>
          <span className="block text-[10px] font-bold uppercase">{t('reserve.guests')}</span>
          <span data-testid="guest-summary">{summary}</span>
        </span>
        <span aria-hidden="true" className={open ? 'rotate-180' : undefined}>
          ⌄
        </span>
      </button>
      {open ? (
        <div id={panelId} className="border-t border-neutral-300 px-3">
          {(['adults', 'children', 'infants'] as const).map((kind) => (
            <CounterRow
              key={kind}
              compact
              label={t(`reserve.${kind}`)}
              hint={t(`reserve.${kind}Hint`)}
              decreaseLabel={t('reserve.decrease', { label: t(`reserve.${kind}`) })}
              increaseLabel={t('reserve.increase', { label: t(`reserve.${kind}`) })}
              testId={`count-${kind}`}
              count={choice[kind]}
              canDecrease={choice[kind] > limits[kind].min}
              canIncrease={choice[kind] < limits[kind].max}
              onStep={(by) => onChange({ ...choice, [kind]: choice[kind] + by })}
            />
          ))}
          <p className="pb-3 text-xs text-muted">
            {t('reserve.maxGuestsNote', { count: maxGuests })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
