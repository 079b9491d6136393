import type { Page } from '@playwright/test';

/** The page's vertical scroll offset, for `page.evaluate` (the e2e tsconfig has no DOM types). */
export const scrollY = () => (globalThis as unknown as { scrollY: number }).scrollY;

/**
 * Refuses the lazy chunk `name` (`/assets/name-<hash>.js`) as a browser offline would, until
 * the returned function is called: a network blip, or a deploy that removed an old chunk.
 */
export async function refuseChunk(page: Page, name: string): Promise<() => void> {
  let refused = true;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
    refused ? route.abort('internetdisconnected') : route.continue(),
  );
  return () => {
    refused = false;
  };
}

/**
 * Counts the page's API requests in flight from now on. `quiet()` resolves once none has been in
 * flight for `forMs`: what `networkidle` promises, without waiting on map tiles, chunks or the
 * service worker, which a loaded machine can keep busy past any test's timeout.
 */
export function trackApi(page: Page, forMs = 500): { quiet: () => Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    // The signed-in app's live stream (an EventSource) stays open by design.
    if (!isApi(request.url()) || request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: { url: () => string }) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async () => {
      while (inFlight.size > 0 || Date.now() - lastChange < forMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
