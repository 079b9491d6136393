import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import { useLazyDialogTrigger } from './use-lazy-dialog-trigger';

// Radix Dialog (~13 KB gzip) is fetched on intent, not with the page: pages that only show a
// "Show all" or "Check availability" button stay light until it is used.
export const LazyModalImpl = lazyWithPreload(
  () => import('./modal'),
  (m) => m.Modal,
  OPENED_ON_USE,
);

/**
 * A dialog opened by a plain button (the pattern of `PreferencesButton`): spread `trigger` on
 * the button and render `modal(title, closeLabel, children)` next to it (see
 * `useLazyDialogTrigger` for the opening, mounting and focus rules).
 */
export function useLazyModal() {
  const { open, setOpen, mounted, trigger } = useLazyDialogTrigger(LazyModalImpl.preload);
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
