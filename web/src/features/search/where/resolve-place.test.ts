import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindFromTypes, PLACE_RADIUS_KM } from './place-radius';
import { predictionLabel } from './prediction-place';
import {
  PlaceLookupError,
  PlaceNotFoundError,
  resolvePlace,
  resolvePlaceErrorKey,
} from './resolve-place';
import { notFound, stubPlaces } from './where-test-support';

afterEach(() => vi.restoreAllMocks());

const geocoded = (kind: string) => ({
  body: {
    placeId: 'x',
    name: 'Valparaíso',
    formattedAddress: 'Valparaíso, Chile',
    city: '',
    region: 'Valparaíso',
    lat: -33.05,
    lng: -71.61,
    types: [],
    kind,
  },
});

describe('resolvePlace', () => {
  it('a place with coordinates is searched as is, without a request', async () => {
    const calls = stubPlaces(() => notFound);
    const place = { label: 'Santiago', lat: -33.4489, lng: -70.6693, radiusKm: 15 };
    await expect(resolvePlace(place)).resolves.toBe(place);
    expect(calls).toEqual([]);
  });

  it('geocodes the label, keeps it, and sizes the radius by the kind found', async () => {
    const calls = stubPlaces(() => geocoded('region'));
    await expect(resolvePlace({ label: ' valparaiso ', lat: null, lng: null })).resolves.toEqual({
      label: 'valparaiso',
      lat: -33.05,
      lng: -71.61,
      radiusKm: PLACE_RADIUS_KM.region,
    });
    expect(calls.map((c) => [c.path, c.query.get('address')])).toEqual([
      ['/places/geocode', 'valparaiso'],
    ]);
  });

  it('keeps a radius the place already had (from the URL)', async () => {
    stubPlaces(() => geocoded('locality'));
    const place = await resolvePlace({ label: 'Valparaíso', lat: null, lng: null, radiusKm: 42 });
    expect(place.radiusKm).toBe(42);
  });

  it('nothing found (404), or an empty label: PlaceNotFoundError', async () => {
    stubPlaces(() => notFound);
    const missing = resolvePlace({ label: 'Atlantis', lat: null, lng: null });
    await expect(missing).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(resolvePlace({ label: '  ', lat: null, lng: null })).rejects.toBeInstanceOf(
      PlaceNotFoundError,
    );
    expect(resolvePlaceErrorKey(await missing.catch((e: unknown) => e))).toBe(
      'errors.invalidPlace',
    );
  });

  it('the lookup failing (503, network): PlaceLookupError, a different message', async () => {
    stubPlaces(() => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }));
    const error = await resolvePlace({ label: 'Santiago', lat: null, lng: null }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PlaceLookupError);
    expect(resolvePlaceErrorKey(error)).toBe('errors.lookupFailed');

    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(resolvePlace({ label: 'Santiago', lat: null, lng: null })).rejects.toBeInstanceOf(
      PlaceLookupError,
    );
  });
});

describe('kindFromTypes', () => {
  it('takes the most specific type', () => {
    expect(kindFromTypes(['locality', 'political'])).toBe('locality');
    expect(kindFromTypes(['administrative_area_level_1', 'political'])).toBe('region');
    expect(kindFromTypes(['administrative_area_level_3', 'political'])).toBe('locality');
    expect(kindFromTypes(['sublocality_level_1', 'political'])).toBe('neighbourhood');
    expect(kindFromTypes(['country', 'political'])).toBe('country');
    expect(kindFromTypes([])).toBe('locality');
  });
});

describe('the label of a picked suggestion', () => {
  const prediction = (description: string, mainText: string) => ({
    placeId: 'x',
    description,
    mainText,
    secondaryText: '',
  });

  it('drops the country, and a region that repeats the name', () => {
    expect(
      predictionLabel(prediction('Las Condes, Región Metropolitana, Chile', 'Las Condes')),
    ).toBe('Las Condes, Región Metropolitana');
    expect(predictionLabel(prediction('Valparaíso, Valparaíso, Chile', 'Valparaíso'))).toBe(
      'Valparaíso',
    );
    expect(predictionLabel(prediction('Chile', 'Chile'))).toBe('Chile');
  });
});
