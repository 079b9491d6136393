import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { scrollBehavior } from '../scroll';

/** Shown once the reader is this far down the page. */
export const BACK_TO_TOP_AFTER_PX = 600;

/**
 * A floating button that appears after scrolling down, takes the page back to the top and moves
 * the keyboard focus to `target` (the page's title), so reading starts again from there.
 */
export function BackToTop({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('legal');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        target.current?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-24 z-30 flex items-center gap-2 rounded-full border border-neutral-300 bg-white px-4 py-3 text-sm font-semibold shadow-lg hover:bg-neutral-50 md:right-8 md:bottom-8"
      data-testid="back-to-top"
    >
      <ChevronDownIcon className="size-4 rotate-180" />
      {t('backToTop')}
    </button>
  );
}
