import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { useLazyDialogTrigger } from '@/components/ui/use-lazy-dialog-trigger';
import { currentLanguage } from '@/i18n';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { currencyLabel } from '../currency-label';
import { useCurrencyState } from '../currency-store';

// The dialog (Radix) is fetched on intent: the header and footer buttons are on every page.
const PreferencesModal = lazyWithPreload(
  () => import('./preferences-modal'),
  (m) => m.PreferencesModal,
  OPENED_ON_USE,
);

/** Opens the language and currency dialog: a globe in the header, text in the footer. */
export function PreferencesButton({ variant }: { variant: 'icon' | 'text' }) {
  const { t, i18n } = useTranslation('common');
  const { currency } = useCurrencyState();
  const lng = currentLanguage(i18n);
  const { open, setOpen, mounted, trigger } = useLazyDialogTrigger(PreferencesModal.preload);

  return (
    <>
      {variant === 'icon' ? (
        <button
          {...trigger}
          aria-label={t('header.preferences')}
          data-testid="preferences-button-header"
          className="rounded-full p-3 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <GlobeIcon className="size-4" />
        </button>
      ) : (
        <button
          {...trigger}
          data-testid="preferences-button"
          className="inline-flex items-center gap-4 rounded-md text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <span className="inline-flex items-center gap-2">
            <GlobeIcon className="size-4" />
            {t(`preferences.languages.${lng}.name`)} ({lng.toUpperCase()})
          </span>
          <span data-testid="preferences-button-currency">{currencyLabel(currency)}</span>
        </button>
      )}
      {mounted ? (
        <Suspense fallback={null}>
          <PreferencesModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
