import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import type { PanelVariant } from '../steps/types';
import type { SearchPlace } from '../state';
import { failureFromPositionError, POSITION_OPTIONS } from './geolocation';
import { PLACE_RADIUS_KM } from './place-radius';
import { notFound, stubPlaces } from './where-test-support';
import { WhereSuggestions } from './where-suggestions';

beforeAll(() => i18nReady('en'));

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

/** A fake `navigator.geolocation` answering `outcome`; returns the options it was asked with. */
function fakeGeolocation(outcome: Outcome, permission?: PermissionState) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (
      ok: PositionCallback,
      fail: PositionErrorCallback,
      options: PositionOptions,
    ) => {
      asked.push(options);
      if ('coords' in outcome) ok({ coords: outcome.coords } as GeolocationPosition);
      else fail({ code: outcome.code } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: permission ? { query: () => Promise.resolve({ state: permission }) } : undefined,
    configurable: true,
  });
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

const PROVIDENCIA = {
  placeId: 'cl-rm-providencia',
  name: 'Providencia',
  formattedAddress: 'Providencia, Región Metropolitana, Chile',
  city: 'Providencia',
  region: 'Región Metropolitana',
  lat: -33.4314,
  lng: -70.6093,
  types: ['locality', 'political'],
  kind: 'locality',
};

async function pickCurrentLocation(variant: PanelVariant) {
  const picked: SearchPlace[] = [];
  renderInRouter(<WhereSuggestions variant={variant} query="" onPick={(p) => picked.push(p)} />);
  await userEvent.click(await screen.findByRole('option', { name: /Use current location/ }));
  return picked;
}

describe('Use current location', () => {
  it('maps the browser’s error codes', () => {
    expect([1, 2, 3, 99].map(failureFromPositionError)).toEqual([
      'denied',
      'unavailable',
      'timeout',
      'unavailable',
    ]);
  });

  it('asks with high accuracy and 10 s, names the place and keeps the device’s position', async () => {
    const asked = fakeGeolocation({ coords: { latitude: -33.43, longitude: -70.61 } }, 'granted');
    const calls = stubPlaces(({ path }) =>
      path === '/places/reverse' ? { body: PROVIDENCIA } : notFound,
    );
    const picked = await pickCurrentLocation('desktop');
    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toEqual({
      label: 'Providencia',
      lat: -33.43,
      lng: -70.61,
      radiusKm: PLACE_RADIUS_KM.nearby,
    });
    expect(asked).toEqual([POSITION_OPTIONS]);
    expect(POSITION_OPTIONS).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
    expect(calls.map((c) => [c.path, c.query.get('lat'), c.query.get('lng')])).toEqual([
      ['/places/reverse', '-33.43', '-70.61'],
    ]);
  });

  it('an already denied permission fails without asking for the position', async () => {
    const asked = fakeGeolocation({ coords: { latitude: 0, longitude: 0 } }, 'denied');
    stubPlaces(() => notFound);
    const picked = await pickCurrentLocation('desktop');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Location access denied. Please enable location services in your browser.',
    );
    expect(asked).toEqual([]);
    expect(picked).toEqual([]);
  });

  const cases: [PanelVariant, Outcome | 'none', string][] = [
    [
      'desktop',
      { code: 1 },
      'Location access denied. Please enable location services in your browser.',
    ],
    ['desktop', { code: 2 }, 'Location information is unavailable.'],
    ['desktop', { code: 3 }, 'Location request timed out.'],
    ['desktop', 'none', 'Geolocation is not supported by this browser.'],
    [
      'mobile',
      { code: 1 },
      'Please enable location permissions in your browser settings to use this feature.',
    ],
    [
      'mobile',
      { code: 2 },
      'Could not get your current location. Please try again or search for a location manually.',
    ],
    [
      'mobile',
      { code: 3 },
      'Could not get your current location. Please try again or search for a location manually.',
    ],
    [
      'mobile',
      'none',
      'Geolocation is not supported by your browser. Please search for a location manually.',
    ],
  ];
  it.each(cases)('%s, %j: “%s”', async (variant, outcome, text) => {
    if (outcome !== 'none') fakeGeolocation(outcome);
    stubPlaces(() => notFound);
    const picked = await pickCurrentLocation(variant);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(picked).toEqual([]);
  });

  it('reverse geocoding failing: “Could not get location details”', async () => {
    fakeGeolocation({ coords: { latitude: -33.43, longitude: -70.61 } });
    stubPlaces(() => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }));
    const picked = await pickCurrentLocation('mobile');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not get location details. Please try again.',
    );
    expect(picked).toEqual([]);
  });
});
