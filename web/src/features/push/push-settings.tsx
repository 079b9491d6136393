import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The card and the browser push code are a chunk of their own, fetched when the settings page
// draws it: no other page's first visit carries them.
const LazyCard = lazyWithPreload(
  () => import('./push-settings-card'),
  (m) => m.PushSettingsCard,
);

/** This device's web push card (permission, turn on/off, test), for /notifications/settings. */
export function PushSettings() {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
      <LazyCard />
    </Suspense>
  );
}
