import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { MapView } from './map-view';
import { circlePolygon } from './geometry';
import { openStreetMapUrl } from './map-fallback';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

describe('MapView without WebGL (jsdom has none)', () => {
  it('shows the static card with the coordinates and an OpenStreetMap link', async () => {
    // jsdom logs "not implemented" for canvas contexts; the map must not care.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    client.setQueryData(['maps', 'config'], { styleUrl: null });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MapView
            center={{ lat: -33.4087, lng: -70.567 }}
            zoom={13}
            circle={{ lat: -33.4087, lng: -70.567, radiusMeters: 600 }}
            ariaLabel="Where you'll be"
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const card = await screen.findByTestId('map-fallback', {}, { timeout: 10_000 });
    expect(card.getAttribute('aria-label')).toBe("Where you'll be");
    expect(card.textContent).toContain('-33.4087');
    const link = screen.getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=-33.40870&mlon=-70.56700#map=13/-33.40870/-70.56700',
    );
    expect(screen.queryByTestId('map')).toBeNull();
    // "Try again" is for code that could not be fetched; trying again brings no WebGL.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }, 20_000);
});

describe('map geometry', () => {
  it('draws a closed ring about the radius away from the centre', () => {
    const ring = circlePolygon({ lat: -33.4, lng: -70.6 }, 1000, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    const [lng, lat] = ring[8]!; // a quarter turn: due north
    expect(lng).toBeCloseTo(-70.6, 6);
    expect((lat - -33.4) * 111_195).toBeCloseTo(1000, -1);
  });

  it('links to OpenStreetMap at the given zoom', () => {
    expect(openStreetMapUrl({ lat: -41.3167, lng: -72.9833 }, 11.6)).toContain('#map=12/');
  });
});
