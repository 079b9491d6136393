import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
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
      <Switch id={id} checked={on} onCheckedChange={setShowTaxIncluded} data-testid="tax-toggle" />
    </div>
  );
}
