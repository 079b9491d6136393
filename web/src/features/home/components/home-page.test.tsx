import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, lookupRate, type SearchReply } from '@arrendo/contracts/web';
import { setCurrency } from '@/features/preferences/set-currency';
import { setShowTaxIncluded } from '@/features/preferences/tax-store';
import type { ResultsMapProps } from '@/features/search/results-map/results-map-props';
import type { fakePort } from '@/features/search/results-map/test-port';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { hitFixture, replyFixture } from '../test/search-hit-fixture';
import { HomePage, SPLIT_VIEW_QUERY } from './home-page';

type FakePort = ReturnType<typeof fakePort>;

// The map layer is replaced at its boundary (the MapLibre port) by a recording fake; the
// results map's own behaviour runs for real.
const fake = vi.hoisted(() => ({ port: null as null | FakePort }));
vi.mock('@/features/maps/map-view-impl', async () => {
  const { ResultsMapController } =
    await import('@/features/search/results-map/results-map-controller');
  return {
    ResultsMapImpl: (props: ResultsMapProps) => (
      <ResultsMapController {...props} createPort={fake.port!.createPort} />
    ),
  };
});

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** `/api/search` answered by `onSearch`; every request's query kept for the assertions. */
function stubSearch(onSearch: (q: URLSearchParams, n: number) => Answer) {
  const searches: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    let answer: { status?: number; body: unknown } = {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    if (url.pathname === '/api/search') {
      searches.push(url.searchParams);
      answer = await onSearch(url.searchParams, searches.length);
    } else if (url.pathname === '/api/maps/config') {
      answer = { body: { styleUrl: null } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return searches;
}

function desktop(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: on && query === SPLIT_VIEW_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderHome(search: Record<string, unknown> = {}) {
  const view = renderInRouter(<HomePage />);
  await act(() => view.router.navigate({ to: '/', search }));
  return view;
}

const ok = (body: SearchReply) => ({ body });

beforeAll(() => i18nReady('en'));
beforeEach(async () => {
  const { fakePort } = await import('@/features/search/results-map/test-port');
  fake.port = fakePort({ south: -33.6, west: -70.8, north: -33.3, east: -70.4 });
});
afterEach(() => {
  vi.restoreAllMocks();
  setCurrency('CLP');
  setShowTaxIncluded(false);
});

describe('HomePage: the search in the URL', () => {
  it('asks for that search, prices converted from the guest currency with the fee and its IVA, and says where', async () => {
    setCurrency('USD');
    setShowTaxIncluded(true);
    const searches = stubSearch(() => ok(replyFixture(1, 2)));
    await renderHome({
      lat: -33.44,
      lng: -70.66,
      location: 'Santiago',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: 2,
      minPrice: 50,
      maxPrice: 200,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stays near Santiago' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('results-total')).textContent).toBe('2 spaces');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);

    const q = searches.at(-1)!;
    // Shown prices carry the 10% fee and IVA on that fee: 1 + 0.1 × 1.19 = 1.119 (not × 1.19).
    const clpPerDollar = lookupRate('USD', 'CLP', {}) / 1.119;
    expect(Object.fromEntries(q)).toEqual({
      type: 'day',
      lat: '-33.44',
      lng: '-70.66',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: '2',
      minPrice: String(Math.floor(50 * clpPerDollar)),
      maxPrice: String(Math.ceil(200 * clpPerDollar)),
      limit: String(LIMITS.pageSize.default),
    });
  });

  it('searches an hourly day and time, and says "over" when the count was capped', async () => {
    const searches = stubSearch(() =>
      ok(replyFixture(1, 3, { total: { count: 1000, relation: 'atLeast' }, nextCursor: 'c2' })),
    );
    await renderHome({ type: 'hour', checkIn: '2026-12-10', startTime: '10:00', hours: 2 });
    expect(await screen.findByRole('heading', { name: 'Spaces to rent by the hour' })).toBeTruthy();
    expect((await screen.findByTestId('results-total')).textContent).toBe('Over 1,000 spaces');
    const q = searches.at(-1)!;
    expect(q.get('type')).toBe('hour');
    expect(q.get('date')).toBe('2026-12-10');
    expect(q.get('startTime')).toBe('10:00');
    expect(q.get('hours')).toBe('2');
    expect(q.has('checkIn')).toBe(false);
  });

  it('each card links to its page with the searched nights and party (issue 31)', async () => {
    stubSearch(() => ok(replyFixture(1, 2)));
    await renderHome({
      location: 'Pucón',
      lat: -39.28,
      lng: -71.95,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: 3,
      adults: 2,
      children: 1,
    });
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards.map((c) => c.querySelector('a')?.getAttribute('href'))).toEqual(
      [1, 2].map(
        (n) =>
          `/property/${hitFixture(n).id}?checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=1`,
      ),
    );
  });

  it('says so when nothing matches', async () => {
    stubSearch(() => ok({ items: [], nextCursor: null, total: { count: 0, relation: 'exact' } }));
    await renderHome({ lat: -33.44, lng: -70.66, location: 'Santiago' });
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search.')).toBeTruthy();
    expect(screen.queryByTestId('listing-card')).toBeNull();
  });

  it('shows the error with a retry that searches again', async () => {
    const user = userEvent.setup();
    stubSearch((_q, n) =>
      n === 1
        ? {
            status: 503,
            body: { error: { code: 'UNAVAILABLE', message: 'Search is unavailable' } },
          }
        : ok(replyFixture(1, 1)),
    );
    await renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the listings");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('listing-card')).toBeTruthy();
  });

  it("pages with the cursor ('Show more' when scrolling cannot)", async () => {
    const user = userEvent.setup();
    const searches = stubSearch((q) =>
      q.get('cursor') === 'c2'
        ? ok(replyFixture(3, 2, { total: null }))
        : ok(replyFixture(1, 2, { nextCursor: 'c2', total: { count: 4, relation: 'exact' } })),
    );
    await renderHome();
    await screen.findAllByTestId('listing-card');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(4));
    expect(searches.at(-1)!.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByTestId('results-total').textContent).toBe('4 spaces');
  });

  it('keeps the previous results on screen while a new search loads', async () => {
    let release: (r: { body: unknown }) => void = () => undefined;
    stubSearch((q) =>
      q.get('guests') === '3'
        ? new Promise((resolve) => (release = resolve))
        : ok(replyFixture(1, 2)),
    );
    const { router } = await renderHome();
    await screen.findAllByTestId('listing-card');
    await act(() => router.navigate({ to: '/', search: { guests: 3 } }));
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByTestId('listing-grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('results-loading')).toBeNull();
    act(() => release(ok(replyFixture(5, 1))));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(1));
    expect(screen.getByText('Space 5')).toBeTruthy();
    expect(screen.getByTestId('listing-grid').getAttribute('aria-busy')).toBeNull();
  });
});

describe('HomePage: the map', () => {
  it('on phones, a floating button switches to the map (view=map) and back', async () => {
    const user = userEvent.setup();
    desktop(false);
    stubSearch(() => ok(replyFixture(1, 2)));
    const { router } = await renderHome({ lat: -33.44, lng: -70.66, location: 'Santiago' });
    await screen.findAllByTestId('listing-card');
    expect(screen.queryByTestId('results-map')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(router.state.location.search).toMatchObject({ view: 'map', location: 'Santiago' });
    expect(await screen.findByTestId('results-map')).toBeTruthy();
    expect(screen.queryByTestId('listing-card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).not.toHaveProperty('view');
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(2);
  });

  it("on desktop, beside the list: 'Search this area' searches the map's bounds", async () => {
    const user = userEvent.setup();
    desktop(true);
    const searches = stubSearch(() => ok(replyFixture(1, 2)));
    const { router } = await renderHome({
      lat: -33.44,
      lng: -70.66,
      location: 'Santiago',
      radius: 10,
    });
    await screen.findAllByTestId('listing-card');
    expect(await screen.findByTestId('results-map')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
    await waitFor(() => expect(fake.port!.state.markers).toHaveLength(2));

    act(() => fake.port!.events().onUserMove());
    await user.click(screen.getByRole('button', { name: 'Search this area' }));
    const search = router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({ south: -33.6, west: -70.8, north: -33.3, east: -70.4 });
    expect(search).not.toHaveProperty('lat');
    expect(search).not.toHaveProperty('lng');
    expect(search).not.toHaveProperty('radius');
    expect(await screen.findByRole('heading', { name: 'Stays in the map area' })).toBeTruthy();
    await waitFor(() => expect(searches.at(-1)!.get('south')).toBe('-33.6'));
    expect(searches.at(-1)!.has('lat')).toBe(false);
  });

  it('lights the marker of the hovered card, and the card of the hovered marker', async () => {
    const user = userEvent.setup();
    desktop(true);
    stubSearch(() => ok(replyFixture(1, 2)));
    await renderHome();
    const cards = await screen.findAllByTestId('listing-card');
    await waitFor(() => expect(fake.port!.state.markers).toHaveLength(2));
    await user.hover(cards[1]!);
    expect(fake.port!.state.highlighted).toBe(hitFixture(2).id);
    await user.unhover(cards[1]!);
    expect(fake.port!.state.highlighted).toBeNull();
    act(() => fake.port!.events().onMarkerHover(hitFixture(1).id, true));
    expect(cards[0]!.getAttribute('data-highlighted')).toBe('true');
    expect(cards[1]!.hasAttribute('data-highlighted')).toBe(false);
  });
});
