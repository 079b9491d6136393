import { expect, type Locator, type Page } from '@playwright/test';

// What the search specs share: dates relative to today, the search calendar driven as a guest
// would (its day cells carry `data-date`), and the URL's parameters.

/** `YYYY-MM-DD`, `days` from today (UTC; the specs stay weeks away from any edge). */
export function isoInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/**
 * Clicks a day of the search calendar inside `scope`. The desktop calendar pages through two
 * months at a time: 'Next month' until the day is shown (at most the 6-month horizon). The
 * mobile one scrolls through every month, so the day is already there.
 */
export async function pickCalendarDay(scope: Locator, date: string, nextMonthLabel: string) {
  const cell = scope.locator(`td[role="gridcell"][data-date="${date}"]`);
  for (let i = 0; i < 7 && (await cell.count()) === 0; i += 1) {
    await scope.getByRole('button', { name: nextMonthLabel }).click();
  }
  await expect(cell).toHaveCount(1);
  await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  await cell.click();
}

/** Santiago as the Where step's fixed destination writes it (Plaza de Armas). */
export const SANTIAGO = { lat: -33.4489, lng: -70.6693 } as const;

/** A search URL already active (the filters button only shows with a search, spec §2.3). */
export const SANTIAGO_SEARCH = `location=Santiago&lat=${SANTIAGO.lat}&lng=${SANTIAGO.lng}`;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** The query cache state the server sends with a drawn page (decision 0017), as read here. */
interface DrawnData<Reply> {
  queries: { queryKey: unknown[]; state: { data?: { pages?: Reply[] } } }[];
}

/**
 * The first page of results of a page the server drew (`/` at a search address): its data goes
 * with the page and the app asks for nothing, so there is no request to wait for. Null when the
 * page was not drawn (the app then asks, as before).
 */
export async function drawnResults<Reply>(page: Page): Promise<Reply | null> {
  const data = page.locator('#first-screen-data');
  if ((await data.count()) === 0) return null;
  const state = JSON.parse((await data.textContent()) ?? '{}') as DrawnData<Reply>;
  const search = state.queries.find(
    (q) => q.queryKey[0] === 'search' && q.queryKey[1] === 'results',
  );
  const first = search?.state.data?.pages?.[0];
  if (!first) throw new Error('the drawn page holds no search results');
  return first;
}

/**
 * The first page of results a page opened at a search address shows: the server's drawing's
 * data when it was drawn (the app then asks for nothing, and `asked` never settles: its failure
 * is dropped), or else what the app asked for.
 */
export async function drawnOrAsked<Reply>(page: Page, asked: Promise<Reply>): Promise<Reply> {
  const drawn = await drawnResults<Reply>(page);
  if (drawn === null) return asked;
  asked.catch(() => undefined);
  return drawn;
}
