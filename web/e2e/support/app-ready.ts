import { expect, type Page } from '@playwright/test';

/**
 * The app has taken over the page the server drew (`/`, `/property/{id}`: decision 0017): until
 * then the drawing is inert, and keys pressed into it go nowhere. Clicks wait on their own (an
 * inert element takes none); keyboard journeys wait here first. Immediate on other pages.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
