import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { SearchUrl } from '../url-state';
import { CompactSummary } from './compact-summary';
import { SearchBar } from './search-bar';

// The step contents are other parts of the search: stand-ins that say what they were given.
vi.mock('../where/where-suggestions', () => ({
  WhereSuggestions: ({ query, onPick }: { query: string; onPick: (p: unknown) => void }) => (
    <button
      type="button"
      data-query={query}
      onClick={() => onPick({ label: 'Santiago', lat: -33.45, lng: -70.67 })}
    >
      pick Santiago
    </button>
  ),
}));
vi.mock('../steps/what-panel', () => ({
  WhatPanel: ({ onChange }: { onChange: (v: string | null, done: boolean) => void }) => (
    <>
      <button type="button" onClick={() => onChange('recreation', false)}>
        category
      </button>
      <button type="button" onClick={() => onChange('apartment', true)}>
        subcategory
      </button>
    </>
  ),
}));
vi.mock('../steps/dates-panel', () => ({
  DatesPanel: ({ onChange }: { onChange: (v: unknown, done: boolean) => void }) => (
    <button
      type="button"
      onClick={() =>
        onChange({ kind: 'range', checkIn: '2026-03-12', checkOut: '2026-03-14' }, true)
      }
    >
      range
    </button>
  ),
}));
vi.mock('../steps/who-panel', () => ({
  WhoPanel: ({
    value,
    onChange,
  }: {
    value: { adults: number };
    onChange: (v: unknown) => void;
  }) => (
    <button type="button" onClick={() => onChange({ ...value, adults: value.adults + 1 })}>
      add adult
    </button>
  ),
}));
vi.mock('../steps/summary', () => ({
  summarizeDates: (d: { checkIn?: string } | null) => (d ? `dates ${d.checkIn}` : ''),
  summarizeGuests: (g: { adults: number }) => (g.adults ? `${g.adults} guests` : ''),
  summarizeCategory: (c: string | null) => c ?? '',
}));
vi.mock('../where/resolve-place', () => {
  class PlaceNotFoundError extends Error {}
  return {
    PlaceNotFoundError,
    resolvePlace: async (p: { label: string }) => {
      if (p.label === 'Nowhere') throw new PlaceNotFoundError(p.label);
      if (p.label === 'Offline') throw new TypeError('Failed to fetch');
      return { label: p.label, lat: -33.04, lng: -71.62 };
    },
  };
});

const { instance: i18n, ready } = createI18n();
beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
}, 30_000);

function renderAt(path: string, ui: () => ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (s) => SearchUrl.parse(s),
    component: ui,
  });
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderAt>) =>
  router.state.location.search as Record<string, unknown>;

describe('the desktop search bar', () => {
  it('without a location: shakes and marks Where, opens its popup, says why, stays put', async () => {
    const router = renderAt('/', () => <SearchBar />);
    fireEvent.click(await screen.findByTestId('search-submit'));
    const where = screen.getByTestId('bar-where');
    await waitFor(() => expect(where.getAttribute('data-invalid')).toBe('true'));
    expect(where.className).toContain('animate-shake');
    expect(screen.getByRole('alert').textContent).toBe("Choose where you're going to search.");
    expect(await screen.findByTestId('popup-where')).toBeTruthy();
    expect(screen.getByTestId('where-input').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toEqual({});
    // A second attempt restarts the animation under its other name.
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(where.className).toContain('animate-shake-again'));
  });

  it('runs a Search pressed on the stand-in before the bar had loaded', async () => {
    renderAt('/', () => <SearchBar initialOpen="search" />);
    const where = await screen.findByTestId('bar-where');
    await waitFor(() => expect(where.getAttribute('data-invalid')).toBe('true'));
    expect(await screen.findByTestId('popup-where')).toBeTruthy();
  });

  it('a typed place that cannot be found stops the search with the spec text', async () => {
    const router = renderAt('/', () => <SearchBar />);
    fireEvent.change(await screen.findByTestId('where-input'), { target: { value: 'Nowhere' } });
    expect((await screen.findByText('pick Santiago')).getAttribute('data-query')).toBe('Nowhere');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('search-problem')).toHaveProperty(
      'textContent',
      'Please select a valid city, region, or country from the suggestions.',
    );
    expect(search(router).location).toBeUndefined();
    fireEvent.change(screen.getByTestId('where-input'), { target: { value: 'Offline' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('search-problem')).toHaveProperty(
      'textContent',
      "We couldn't look up that place right now. Please try again.",
    );
  });

  it('a typed place is geocoded and searched', async () => {
    const router = renderAt('/', () => <SearchBar />);
    fireEvent.change(await screen.findByTestId('where-input'), { target: { value: 'Valparaíso' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(search(router).location).toBe('Valparaíso'));
    expect(search(router)).toMatchObject({ lat: -33.04, lng: -71.62, type: 'day' });
  });

  it('walks the popups and searches with the section-7 parameters, keeping the filters', async () => {
    const onSearched = vi.fn();
    const router = renderAt('/?minPrice=100&amenities=wifi', () => (
      <SearchBar onSearched={onSearched} />
    ));
    fireEvent.focus(await screen.findByTestId('where-input'));
    fireEvent.click(await screen.findByText('pick Santiago'));
    // Where → What; a category alone keeps it open, the subcategory closes it.
    fireEvent.click(await screen.findByText('category'));
    expect(screen.getByTestId('popup-what')).toBeTruthy();
    fireEvent.click(screen.getByText('subcategory'));
    expect(screen.queryByTestId('popup-what')).toBeNull();
    fireEvent.click(screen.getByTestId('bar-dates'));
    fireEvent.click(await screen.findByText('range'));
    // The finished range closes the popup 300 ms later and moves on to Who.
    expect(screen.getByTestId('popup-dates')).toBeTruthy();
    expect(await screen.findByTestId('popup-who')).toBeTruthy();
    fireEvent.click(await screen.findByText('add adult'));
    fireEvent.click(screen.getByText('add adult'));
    expect(screen.getByTestId('bar-who').textContent).toContain('2 guests');
    expect(screen.getByTestId('bar-dates').textContent).toContain('Mar 12');
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(search(router).location).toBe('Santiago'));
    expect(search(router)).toMatchObject({
      lat: -33.45,
      lng: -70.67,
      category: 'apartment',
      checkIn: '2026-03-12',
      checkOut: '2026-03-14',
      guests: 2,
      adults: 2,
      type: 'day',
      pricingType: 'perDay',
      minPrice: 100,
      amenities: 'wifi',
    });
    expect(onSearched).toHaveBeenCalledOnce();
    // The spinner shows while searching and resets after 1 s.
    expect(screen.getByTestId('search-submit').getAttribute('aria-busy')).toBe('true');
    await waitFor(
      () => expect(screen.getByTestId('search-submit').getAttribute('aria-busy')).toBe('false'),
      { timeout: 2000 },
    );
  });

  it('restores the form from the URL', async () => {
    renderAt(
      '/?lat=-33.45&lng=-70.67&location=Santiago&checkIn=2026-03-12&checkOut=2026-03-14&adults=3&guests=3',
      () => <SearchBar />,
    );
    expect((await screen.findByTestId('where-input')).getAttribute('value')).toBe('Santiago');
    expect(screen.getByTestId('bar-dates').textContent).toContain('Mar 12');
    expect(screen.getByTestId('bar-checkOut').textContent).toContain('Mar 14');
    await waitFor(() => expect(screen.getByTestId('bar-who').textContent).toContain('3 guests'));
  });

  it('closes a popup on Escape (focus back on its segment) and on a click outside', async () => {
    renderAt('/', () => (
      <>
        <SearchBar />
        <p>elsewhere</p>
      </>
    ));
    const who = await screen.findByTestId('bar-who');
    fireEvent.click(who);
    expect(await screen.findByTestId('popup-who')).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByTestId('popup-who')).toBeNull();
    expect(document.activeElement).toBe(who);
    fireEvent.click(screen.getByTestId('bar-what'));
    expect(await screen.findByTestId('popup-what')).toBeTruthy();
    // A press inside the popup keeps it; one outside closes it.
    fireEvent.pointerDown(screen.getByText('category'));
    expect(screen.getByTestId('popup-what')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByTestId('popup-what')).toBeNull();
  });
});

describe('the compact summary', () => {
  it('shows place · dates · guests of the active search', async () => {
    const url = SearchUrl.parse({
      location: 'Santiago',
      lat: '-33.45',
      checkIn: '2026-03-12',
      checkOut: '2026-03-14',
      adults: '2',
      guests: '2',
    });
    const onExpand = vi.fn();
    renderAt('/', () => <CompactSummary url={url} active onExpand={onExpand} />);
    const summary = await screen.findByTestId('search-summary');
    await waitFor(() =>
      expect(summary.textContent).toBe('Change your search: Santiago·dates 2026-03-12·2 guests'),
    );
    fireEvent.click(summary);
    expect(onExpand).toHaveBeenCalledOnce();
  });

  it('shows placeholders for the parts not set, and an invitation away from a search', async () => {
    const url = SearchUrl.parse({ location: 'Ñuñoa' });
    renderAt('/', () => (
      <>
        <CompactSummary url={url} active onExpand={() => undefined} />
        <CompactSummary url={SearchUrl.parse({})} active={false} onExpand={() => undefined} />
      </>
    ));
    const [active, idle] = await screen.findAllByTestId('search-summary');
    await waitFor(() => expect(active?.textContent).toContain('Ñuñoa·Any week·Add guests'));
    expect(idle?.textContent).toContain('Start your search');
  });
});
