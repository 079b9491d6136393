import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingType } from '@arrendo/contracts/web';
import { CloseIcon } from '@/components/ui/icons/close';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { Button } from '@/components/ui/button';

/** Spec §9: the sign-up prompt follows the chooser's closing by 100 ms. */
export const SIGN_UP_PROMPT_DELAY_MS = 100;

const OPTIONS: readonly { type: ListingType; key: 'perDay' | 'perHour' }[] = [
  { type: 'home', key: 'perDay' },
  { type: 'experience', key: 'perHour' },
];

interface ListingTypeChooserProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec 2.9 + §4 "Listing chooser". */
export function ListingTypeChooser({ open, onOpenChange }: ListingTypeChooserProps) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const { status } = useSession();
  const [choice, setChoice] = useState<ListingType | null>(null);

  const onContinue = () => {
    if (!choice) return;
    onOpenChange(false);
    setChoice(null);
    if (status === 'signed-in') {
      void router.navigate({ href: `/create-listing?type=${choice}` });
    } else {
      window.setTimeout(() => openAuthModal({ isSignUp: true }), SIGN_UP_PROMPT_DELAY_MS);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setChoice(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1rem)] max-w-[568px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-6 flex items-center gap-3">
            <Dialog.Close
              aria-label={t('chooser.close')}
              className="-ml-2 rounded-full p-2 hover:bg-neutral-100"
            >
              <CloseIcon className="size-4" />
            </Dialog.Close>
            <Dialog.Title className="text-xl font-semibold">{t('chooser.title')}</Dialog.Title>
          </div>
          <div role="radiogroup" aria-label={t('chooser.title')} className="space-y-3">
            {OPTIONS.map((option) => {
              const selected = choice === option.type;
              return (
                <button
                  key={option.type}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => setChoice(option.type)}
                  className={`w-full rounded-xl border-2 p-4 text-left transition-colors ${selected ? 'border-neutral-900 bg-neutral-50' : 'border-neutral-200 hover:border-neutral-400'}`}
                >
                  <span className="block font-semibold">{t(`chooser.${option.key}.title`)}</span>
                  <span className="block text-sm text-neutral-600">
                    {t(`chooser.${option.key}.description`)}
                  </span>
                </button>
              );
            })}
          </div>
          <Button size="lg" className="mt-6 w-full" disabled={!choice} onClick={onContinue}>
            {t('chooser.continue')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
