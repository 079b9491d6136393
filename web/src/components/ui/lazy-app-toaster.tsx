import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { isToasterWanted, onToasterWanted, requestToaster } from '@/lib/toaster-request';

const AppToaster = lazyWithPreload(
  () => import('./app-toaster'),
  (m) => m.AppToaster,
  {
    unavailable: { standIn: () => null },
  },
);

/**
 * The toaster (react-hot-toast and goober, about 4.5 KB gzip) is fetched once the page has been
 * taken over, not with the first visit's code. lazyToast asks for it with every toast, so a
 * toast raised earlier does not wait for the idle moment (react-hot-toast counts a toast's time
 * from its creation).
 */
export function LazyAppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  useEffect(() => {
    if (isToasterWanted()) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(requestToaster, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(requestToaster, 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
