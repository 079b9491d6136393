import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL } from '@arrendo/contracts/web';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { GlobeIcon } from '@/components/ui/icons';
import { currentLanguage } from '@/i18n';
import { useCurrencyState } from '../currency-store';
import { PreferencesDialogContent } from './preferences-dialog';

/** Opens the language and currency dialog: a globe in the header, text in the footer. */
export function PreferencesButton({ variant }: { variant: 'icon' | 'text' }) {
  const { t, i18n } = useTranslation('common');
  const { currency } = useCurrencyState();
  const lng = currentLanguage(i18n);

  return (
    <Dialog>
      <DialogTrigger asChild>
        {variant === 'icon' ? (
          <button
            type="button"
            aria-label={t('header.preferences')}
            data-testid="preferences-button-header"
            className="rounded-full p-3 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
          >
            <GlobeIcon className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            data-testid="preferences-button"
            className="inline-flex items-center gap-4 rounded-md text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-neutral-900"
          >
            <span className="inline-flex items-center gap-2">
              <GlobeIcon className="size-4" />
              {t(`preferences.languages.${lng}.name`)} ({lng.toUpperCase()})
            </span>
            <span>
              {CURRENCY_SYMBOL[currency]} {currency}
            </span>
          </button>
        )}
      </DialogTrigger>
      <PreferencesDialogContent />
    </Dialog>
  );
}
