import { expect, type Page } from '@playwright/test';

/**
 * The app has taken over the page the server drew (`/`, `/property/{id}`: decision 0017): until
 * then the drawing is inert, and keys pressed into it go nowhere. A click waits on its own, but
 * not harmlessly: each retry after "element is inert" scrolls its target to the start, centre or
 * end of the window first (Playwright's forced scroll alignments). That moved a 1280 px home page
 * 87 px down under its sticky header, and a phone's results list from where a test had left it.
 * So a test that reads or relies on where the page is scrolled waits here before its first
 * click, as keyboard journeys do. Immediate on other pages.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
