import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Radix Dialog (~13 KB gzip) is fetched on intent, not with the page: pages that only show a
// "Show all" or "Check availability" button stay light until it is used.
export const LazyModalImpl = lazyWithPreload(
  () => import('./modal'),
  (m) => m.Modal,
);

/**
 * A dialog opened by a plain button (the pattern of `PreferencesButton`): spread `trigger` on
 * the button and render `modal(title, closeLabel, children)` next to it. The Radix part mounts on
 * the first opening and stays mounted, so closing keeps its exit; focus returns to the button.
 */
export function useLazyModal() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
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
    onPointerEnter: () => void LazyModalImpl.preload(),
    onFocus: () => void LazyModalImpl.preload(),
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  const modal = (title: string, closeLabel: string, children: ReactNode) =>
    mounted ? (
      <Suspense fallback={null}>
        <LazyModalImpl open={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel}>
          {children}
        </LazyModalImpl>
      </Suspense>
    ) : null;
  return { trigger, modal };
}
