/**
 * Registers /sw.js, Arrendo's one service worker: the installable app's offline shell and web
 * push (decisions.md: no native wrapper). Loaded lazily by main.tsx after the page's `load`, in
 * production builds only (the dev server and the tests have no sw.js).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    // The app works without it (no offline start, no push): say so and carry on.
    console.warn('Service worker registration failed', error);
    return null;
  }
}
