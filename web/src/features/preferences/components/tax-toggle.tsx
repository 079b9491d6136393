import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { setShowTaxIncluded, useShowTaxIncluded } from '../tax-store';

/** Spec 2.7: shows prices with Chilean VAT; the choice is remembered on this device. */
export function TaxToggle() {
  const { t } = useTranslation('common');
  const on = useShowTaxIncluded();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('footer.taxToggle')}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        data-testid="tax-toggle"
        onClick={() => setShowTaxIncluded(!on)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900',
          on ? 'bg-ink' : 'bg-neutral-300',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
