import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL } from '@arrendo/contracts/web';
import { GlobeIcon } from '@/components/ui/icons';
import { currentLanguage } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCurrencyState } from '../currency-store';

// The dialog (Radix) is fetched on intent: the header and footer buttons are on every page.
const PreferencesModal = lazyWithPreload(
  () => import('./preferences-modal'),
  (m) => m.PreferencesModal,
);

/** Opens the language and currency dialog: a globe in the header, text in the footer. */
export function PreferencesButton({ variant }: { variant: 'icon' | 'text' }) {
  const { t, i18n } = useTranslation('common');
  const { currency } = useCurrencyState();
  const lng = currentLanguage(i18n);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the exit and the focus return.
  const [mounted, setMounted] = useState(false);
  // Radix returns focus to its own Trigger, which this button is not: return it here on close.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const trigger = {
    ref: button,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: () => void PreferencesModal.preload(),
    onFocus: () => void PreferencesModal.preload(),
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };

  return (
    <>
      {variant === 'icon' ? (
        <button
          {...trigger}
          aria-label={t('header.preferences')}
          data-testid="preferences-button-header"
          className="rounded-full p-3 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
        >
          <GlobeIcon className="size-4" />
        </button>
      ) : (
        <button
          {...trigger}
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
      {mounted ? (
        <Suspense fallback={null}>
          <PreferencesModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
