import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchUrl } from '@/features/search/url-state';
import { setCurrency } from '@/features/preferences/set-currency';
import { hitFixture } from '@/features/home/test/search-hit-fixture';
import { i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { createHoverStore } from './hover-sync';
import { ResultsMapController } from './results-map-controller';
import type { ResultsMapProps } from './results-map-props';
import { fakePort } from './test-port';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
  setCurrency('CLP');
});

const VISIBLE = { south: -33.6123456, west: -70.8, north: -33.3, east: -70.4000001 };
const santiago = SearchUrl.parse({ lat: -33.45, lng: -70.66, location: 'Santiago' });

function setup(overrides: Partial<ResultsMapProps> = {}) {
  stubApi({ 'GET /maps/config': { body: { styleUrl: null } } });
  const port = fakePort(VISIBLE);
  const hover = createHoverStore();
  const onSearchArea = vi.fn();
  const props: ResultsMapProps = {
    hits: [hitFixture(1), hitFixture(2, { lat: -33.3, lng: -70.5 })],
    url: santiago,
    searchKey: 'santiago',
    settled: true,
    hover,
    onSearchArea,
    ...overrides,
  };
  let update: (next: Partial<ResultsMapProps>) => void = () => undefined;
  function Harness() {
    const [current, setCurrent] = useState(props);
    update = (next) => setCurrent((prev) => ({ ...prev, ...next }));
    return <ResultsMapController {...current} createPort={port.createPort} />;
  }
  const view = renderInRouter(<Harness />);
  const rerender = (next: Partial<ResultsMapProps>) => act(() => update(next));
  return { ...view, port, hover, onSearchArea, props, rerender };
}

describe('ResultsMapController', () => {
  it('puts a price marker per result, in the viewer currency, and fits the results', async () => {
    const { port } = setup();
    await waitFor(() => expect(port.state.markers).toHaveLength(2));
    expect(port.state.markers[0]).toMatchObject({
      id: hitFixture(1).id,
      lat: hitFixture(1).lat,
      label: 'CLP$41,000',
      name: expect.stringContaining('Space 1'),
    });
    expect(port.state.fits).toHaveLength(1);
    expect(port.state.fits[0]).toEqual({
      south: hitFixture(1).lat,
      west: hitFixture(1).lng,
      north: -33.3,
      east: -70.5,
    });
    act(() => setCurrency('USD'));
    await waitFor(() => expect(port.state.markers[0]!.label).toMatch(/^\$\d/));
  });

  it("offers 'Search this area' only after the guest moves the map, and writes the bounds", async () => {
    const user = userEvent.setup();
    const { port, onSearchArea, rerender } = setup();
    await waitFor(() => expect(port.state.fits).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

    act(() => port.events().onUserMove());
    await user.click(screen.getByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledWith({
      south: -33.61235,
      west: -70.8,
      north: -33.3,
      east: -70.4,
      lat: undefined,
      lng: undefined,
      radius: undefined,
    });
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

    // The area's own results arrive: the map stays where the guest put it.
    const area = SearchUrl.parse({ south: -33.61235, west: -70.8, north: -33.3, east: -70.4 });
    rerender({ url: area, searchKey: 'area', hits: [hitFixture(3)] });
    await waitFor(() => expect(port.state.markers.map((m) => m.id)).toEqual([hitFixture(3).id]));
    expect(port.state.fits).toHaveLength(1);

    // Another search (a new place) fits again.
    rerender({ url: santiago, searchKey: 'santiago-2', hits: [hitFixture(4)] });
    await waitFor(() => expect(port.state.fits).toHaveLength(2));
  });

  it('waits for the new results before fitting (the previous ones stand in meanwhile)', async () => {
    const { port, rerender } = setup();
    await waitFor(() => expect(port.state.fits).toHaveLength(1));
    rerender({ searchKey: 'next', settled: false });
    expect(port.state.fits).toHaveLength(1);
    rerender({ searchKey: 'next', settled: true, hits: [hitFixture(9)] });
    await waitFor(() => expect(port.state.fits).toHaveLength(2));
  });

  it('syncs hover both ways: a card lights its marker, a marker reports its id', async () => {
    const { port, hover } = setup();
    await waitFor(() => expect(port.state.markers).toHaveLength(2));
    act(() => hover.report(hitFixture(2).id, 'list', true));
    expect(port.state.highlighted).toBe(hitFixture(2).id);
    act(() => hover.report(hitFixture(2).id, 'list', false));
    expect(port.state.highlighted).toBeNull();
    act(() => port.events().onMarkerHover(hitFixture(1).id, true));
    expect(hover.get()).toEqual({ id: hitFixture(1).id, from: 'map' });
    expect(port.state.highlighted).toBe(hitFixture(1).id);
  });

  it('opens a mini card linking to the property for a clicked marker; the map closes it', async () => {
    const { port } = setup();
    await waitFor(() => expect(port.state.markers).toHaveLength(2));
    act(() => port.events().onMarkerClick(hitFixture(2).id));
    const card = await screen.findByTestId('map-mini-card');
    expect(card.textContent).toContain('Space 2');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/property/${hitFixture(2).id}`);
    expect(port.state.selected).toBe(hitFixture(2).id);
    act(() => port.events().onBackgroundClick());
    expect(screen.queryByTestId('map-mini-card')).toBeNull();
    expect(port.state.selected).toBeNull();
  });

  it('the mini card’s link carries the searched nights and party (issue 31)', async () => {
    const url = SearchUrl.parse({
      ...santiago,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: 2,
      adults: 2,
    });
    const { port } = setup({ url });
    await waitFor(() => expect(port.state.markers).toHaveLength(2));
    act(() => port.events().onMarkerClick(hitFixture(2).id));
    const card = await screen.findByTestId('map-mini-card');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(
      `/property/${hitFixture(2).id}?checkIn=2026-12-10&checkOut=2026-12-13&adults=2`,
    );
  });

  it('lists the results of a cluster no zoom can part; each opens its mini card', async () => {
    const { port } = setup();
    await waitFor(() => expect(port.state.markers).toHaveLength(2));
    expect(port.state.options?.clusterLabel(2)).toBe('2 results here: zoom in');
    act(() => port.events().onClusterList([hitFixture(1).id, hitFixture(2).id]));
    const list = await screen.findByTestId('map-cluster-list');
    expect(list.textContent).toContain('2 results at this spot');
    await userEvent.click(screen.getByRole('button', { name: /Space 2/ }));
    expect((await screen.findByTestId('map-mini-card')).textContent).toContain('Space 2');
    expect(screen.queryByTestId('map-cluster-list')).toBeNull();
    expect(port.state.selected).toBe(hitFixture(2).id);
  });

  it('says the embedded basemap has no streets, and says nothing on a configured style', async () => {
    const { port } = setup();
    await waitFor(() => expect(port.state.created).toBe(1));
    expect(screen.queryByTestId('offline-map-note')).toBeNull();
    act(() => port.events().onBasemap(true));
    expect(screen.getByTestId('offline-map-note').textContent).toBe(
      'Simplified map: towns and comunas only, no streets.',
    );
    act(() => port.events().onBasemap(false));
    expect(screen.queryByTestId('offline-map-note')).toBeNull();
  });

  it('falls back to the static map when the map cannot draw', async () => {
    const { port } = setup();
    await waitFor(() => expect(port.state.created).toBe(1));
    act(() => port.events().onFail());
    expect(await screen.findByTestId('map-fallback')).toBeTruthy();
    expect(port.state.removed).toBe(1);
  });
});
