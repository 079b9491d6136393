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
