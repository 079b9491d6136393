import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { gazetteerProvider, type PlacesProvider } from '../src/places/index.js';
import { googlePlacesProvider } from '../src/places/google.js';
import { json, startFakeGoogle, type GoogleHandler } from './fake-google.js';
import { buildTestApp } from './helper.js';

const KEY = 'test-key-geocode';

const component = (long_name: string, ...types: string[]) => ({
  long_name,
  short_name: long_name,
  types: [...types, 'political'],
});

/** A geocoding result as Google writes it (fields we do not read included). */
function result(
  placeId: string,
  types: string[],
  formatted: string,
  lat: number,
  lng: number,
  components: ReturnType<typeof component>[],
) {
  return {
    place_id: placeId,
    types,
    formatted_address: formatted,
    address_components: components,
    geometry: {
      location: { lat, lng },
      location_type: 'APPROXIMATE',
      viewport: {
        northeast: { lat: lat + 0.05, lng: lng + 0.05 },
        southwest: { lat: lat - 0.05, lng: lng - 0.05 },
      },
    },
  };
}

const CHILE = component('Chile', 'country');
const VALPARAISO_REGION = component('Región de Valparaíso', 'administrative_area_level_1');
const RM = component('Región Metropolitana de Santiago', 'administrative_area_level_1');

const VALPARAISO_ANSWER = {
  status: 'OK',
  results: [
    // Google may list the region first: the preference order must still take the city.
    result(
      'ChIJ-region-valparaiso',
      ['administrative_area_level_1', 'political'],
      'Valparaíso, Chile',
      -33.0472,
      -71.6127,
      [VALPARAISO_REGION, CHILE],
    ),
    result('ChIJ-valparaiso', ['locality', 'political'], 'Valparaíso, Chile', -33.0458, -71.6197, [
      component('Valparaíso', 'locality'),
      component('Valparaíso', 'administrative_area_level_3'),
      component('Valparaíso', 'administrative_area_level_2'),
      VALPARAISO_REGION,
      CHILE,
    ]),
  ],
};

const BARILOCHE_ANSWER = {
  status: 'OK',
  results: [
    result(
      'ChIJ-bariloche',
      ['locality', 'political'],
      'San Carlos de Bariloche, Río Negro, Argentina',
      -41.1335,
      -71.3103,
      [
        component('San Carlos de Bariloche', 'locality'),
        component('Bariloche', 'administrative_area_level_2'),
        component('Río Negro', 'administrative_area_level_1'),
        component('Argentina', 'country'),
      ],
    ),
  ],
};

/** What Google answers for a point in central Santiago: most precise first, the country last. */
const SANTIAGO_REVERSE = {
  status: 'OK',
  plus_code: { compound_code: '2835+MQ Santiago, Chile', global_code: '47RF2835+MQ' },
  results: [
    result(
      'ChIJ-street',
      ['street_address'],
      'Catedral 1063, Santiago, Región Metropolitana, Chile',
      -33.4378,
      -70.6505,
      [
        { long_name: '1063', short_name: '1063', types: ['street_number'] },
        { long_name: 'Catedral', short_name: 'Catedral', types: ['route'] },
        component('Santiago', 'locality'),
        RM,
        CHILE,
      ],
    ),
    result(
      'ChIJ-province',
      ['administrative_area_level_2', 'political'],
      'Santiago, Región Metropolitana, Chile',
      -33.45,
      -70.6667,
      [component('Santiago', 'administrative_area_level_2'), RM, CHILE],
    ),
    result(
      'ChIJ-santiago',
      ['locality', 'political'],
      'Santiago, Región Metropolitana, Chile',
      -33.4489,
      -70.6693,
      [component('Santiago', 'locality'), RM, CHILE],
    ),
    result('ChIJ-chile', ['country', 'political'], 'Chile', -35.6751, -71.543, [CHILE]),
  ],
};

/**
 * A stand-in for maps.googleapis.com: refuses a wrong key as Google does (200 with
 * REQUEST_DENIED), checks the parameters every geocoding call must carry, records requests.
 */
function startFakeGeocoder() {
  return startFakeGoogle((url, res) => {
    if (url.searchParams.get('key') !== KEY) {
      json(res, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      });
      return true;
    }
    if (url.pathname !== '/maps/api/geocode/json' || url.searchParams.get('language') !== 'es') {
      json(res, { status: 'INVALID_REQUEST', results: [] });
      return true;
    }
    return false;
  });
}

/** Geocoding: Chile first, then anywhere; ZERO_RESULTS both times means nothing. */
const byAddress: GoogleHandler = (url, res) => {
  const address = url.searchParams.get('address');
  const inChile = url.searchParams.get('components') === 'country:CL';
  if (url.searchParams.get('region') !== 'cl') return json(res, { status: 'INVALID_REQUEST' });
  if (address === 'Valparaíso' && inChile) return json(res, VALPARAISO_ANSWER);
  if (address === 'Bariloche' && !inChile) return json(res, BARILOCHE_ANSWER);
  return json(res, { status: 'ZERO_RESULTS', results: [] });
};

describe('the Google adapter: geocoding and reverse geocoding', () => {
  const google = startFakeGeocoder();
  const warnings: unknown[] = [];
  let baseUrl: string;
  let provider: PlacesProvider;
  const build = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    googlePlacesProvider({
      apiKey: overrides.apiKey ?? KEY,
      baseUrl,
      timeoutMs: overrides.timeoutMs ?? 400,
      fallback: gazetteerProvider,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    });

  beforeAll(async () => {
    baseUrl = await google.start();
    provider = build();
  });
  afterAll(() => google.stop());
  beforeEach(() => {
    google.requests.length = 0;
    warnings.length = 0;
    google.set(byAddress);
  });

  it('geocodes in Chile first, in Spanish, and takes the locality over the region', async () => {
    const found = await provider.geocode('Valparaíso');
    expect(found).toEqual({
      placeId: 'ChIJ-valparaiso',
      name: 'Valparaíso',
      formattedAddress: 'Valparaíso, Chile',
      city: 'Valparaíso',
      region: 'Valparaíso',
      lat: -33.0458,
      lng: -71.6197,
      types: ['locality', 'political'],
      kind: 'locality',
    });
    expect(google.requests).toHaveLength(1);
    const sent = google.requests[0]!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      address: 'Valparaíso',
      region: 'cl',
      components: 'country:CL',
      language: 'es',
      key: KEY,
    });
  });

  it('retries without the country restriction on zero results', async () => {
    const found = await provider.geocode('Bariloche');
    expect(found).toMatchObject({
      placeId: 'ChIJ-bariloche',
      name: 'San Carlos de Bariloche',
      city: 'San Carlos de Bariloche',
      region: 'Río Negro',
      kind: 'locality',
    });
    expect(google.requests.map((r) => r.searchParams.get('components'))).toEqual([
      'country:CL',
      null,
    ]);
    // The retry still prefers Chile (the region bias) and Spanish.
    expect(google.requests[1]!.searchParams.get('region')).toBe('cl');
    expect(google.requests[1]!.searchParams.get('address')).toBe('Bariloche');
  });

  it('finds nothing when both tries find nothing', async () => {
    expect(await provider.geocode('Qwertyuiop')).toBeNull();
    expect(google.requests).toHaveLength(2);
  });

  it('answers a sublocality, a region or the country with the kind the web widens for', async () => {
    const answers: Record<string, unknown> = {
      Bellavista: {
        status: 'OK',
        results: [
          result(
            'ChIJ-bellavista',
            ['neighborhood', 'political'],
            'Bellavista, Providencia, Región Metropolitana, Chile',
            -33.4325,
            -70.6355,
            [
              component('Bellavista', 'neighborhood'),
              component('Providencia', 'locality'),
              RM,
              CHILE,
            ],
          ),
        ],
      },
      'Región de Los Lagos': {
        status: 'OK',
        results: [
          result('ChIJ-chile', ['country', 'political'], 'Chile', -35.6751, -71.543, [CHILE]),
          result(
            'ChIJ-los-lagos',
            ['administrative_area_level_1', 'political'],
            'Los Lagos, Chile',
            -41.9198,
            -72.1416,
            [component('Los Lagos', 'administrative_area_level_1'), CHILE],
          ),
        ],
      },
      Chile: {
        status: 'OK',
        results: [
          result('ChIJ-chile', ['country', 'political'], 'Chile', -35.6751, -71.543, [CHILE]),
        ],
      },
    };
    google.set((url, res) => json(res, answers[url.searchParams.get('address') ?? '']));
    expect(await provider.geocode('Bellavista')).toMatchObject({
      name: 'Bellavista',
      city: 'Providencia',
      region: 'Región Metropolitana',
      kind: 'neighbourhood',
    });
    expect(await provider.geocode('Región de Los Lagos')).toMatchObject({
      placeId: 'ChIJ-los-lagos',
      name: 'Los Lagos',
      city: '',
      region: 'Los Lagos',
      kind: 'region',
    });
    expect(await provider.geocode('Chile')).toMatchObject({
      name: 'Chile',
      city: '',
      region: '',
      kind: 'country',
    });
  });

  it('reverse geocodes to the locality among the results, in Spanish', async () => {
    google.set((url, res) => {
      expect(url.searchParams.get('latlng')).toBe('-33.4378,-70.6505');
      json(res, SANTIAGO_REVERSE);
    });
    expect(await provider.reverse(-33.4378, -70.6505)).toEqual({
      placeId: 'ChIJ-santiago',
      name: 'Santiago',
      formattedAddress: 'Santiago, Región Metropolitana, Chile',
      city: 'Santiago',
      region: 'Región Metropolitana',
      lat: -33.4489,
      lng: -70.6693,
      types: ['locality', 'political'],
      kind: 'locality',
    });
    google.set((_url, res) => json(res, { status: 'ZERO_RESULTS', results: [] }));
    expect(await provider.reverse(-33.5, -75.5)).toBeNull();
  });

  it('falls back to the gazetteer once, without retrying, when Google refuses or fails', async () => {
    const failures: GoogleHandler[] = [
      (_url, res) =>
        json(res, {
          status: 'OVER_QUERY_LIMIT',
          error_message: 'You have exceeded your rate-limit for this API.',
          results: [],
        }),
      (_url, res) => json(res, { status: 'UNKNOWN_ERROR', results: [] }),
      (_url, res) => res.writeHead(503).end('Service Unavailable'),
      (_url, res) => json(res, { status: 'OK', results: [{ place_id: 'broken' }] }),
    ];
    for (const failure of failures) {
      google.requests.length = 0;
      google.set(failure);
      expect(await provider.geocode('Temuco')).toMatchObject({
        placeId: 'cl-ar-temuco',
        kind: 'locality',
      });
      expect(await provider.reverse(-33.41, -70.57)).toMatchObject({ placeId: 'cl-rm-las-condes' });
      // One request each: a keystroke's answer cannot wait for back-offs.
      expect(google.requests).toHaveLength(2);
    }
  });

  it('falls back when the key is refused, and never writes the key into a log', async () => {
    const wrongKey = build({ apiKey: 'wrong-key' });
    expect(await wrongKey.geocode('Providencia')).toMatchObject({ placeId: 'cl-rm-providencia' });
    expect(google.requests[0]!.searchParams.get('key')).toBe('wrong-key');
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).toContain('REQUEST_DENIED');
    expect(JSON.stringify(warnings)).not.toContain('wrong-key');
    await provider.reverse(-33.41, -70.57);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  });

  it('gives up on a slow Google within the timeout and answers from the gazetteer', async () => {
    google.set((_url, res) => {
      setTimeout(() => json(res, VALPARAISO_ANSWER), 1500);
    });
    const started = Date.now();
    expect(await provider.geocode('Valparaíso')).toMatchObject({ placeId: 'cl-vs-valparaiso' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('says 503 when Google fails and the gazetteer does not know the address', async () => {
    google.set((_url, res) => json(res, { status: 'OVER_QUERY_LIMIT', results: [] }));
    await expect(provider.geocode('Avenida Apoquindo 3000')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(provider.reverse(-33.5, -75.5)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('GET /api/places/geocode and /reverse with Google configured', () => {
  const google = startFakeGeocoder();
  let app: FastifyInstance;

  beforeAll(async () => {
    const baseUrl = await google.start();
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_MAPS_API_URL: baseUrl,
      GOOGLE_MAPS_TIMEOUT_MS: '400',
    });
  });
  afterAll(async () => {
    await app?.close();
    await google.stop();
  });
  beforeEach(() => google.set(byAddress));

  it('geocodes through Google, cacheable by the public', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/places/geocode?address=${encodeURIComponent('Valparaíso')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toMatchObject({ placeId: 'ChIJ-valparaiso', kind: 'locality' });
  });

  it('answers 404 with the words the web shows when nothing is found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/places/geocode?address=Qwertyuiop' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Please select a valid city, region, or country from the suggestions.',
    });
  });

  it('reverse geocodes through Google, and 404 where Google knows no place', async () => {
    google.set((_url, res) => json(res, SANTIAGO_REVERSE));
    const res = await app.inject({
      method: 'GET',
      url: '/api/places/reverse?lat=-33.4378&lng=-70.6505',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Santiago', kind: 'locality' });
    google.set((_url, res) => json(res, { status: 'ZERO_RESULTS', results: [] }));
    const nowhere = await app.inject({
      method: 'GET',
      url: '/api/places/reverse?lat=-33.5&lng=-75.5',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.code).toBe('NOT_FOUND');
  });

  it('says 503 when Google is down and the gazetteer cannot answer', async () => {
    google.set((_url, res) => res.writeHead(502).end());
    const res = await app.inject({
      method: 'GET',
      url: `/api/places/geocode?address=${encodeURIComponent('Avenida Apoquindo 3000')}`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    const known = await app.inject({ method: 'GET', url: '/api/places/geocode?address=Temuco' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ placeId: 'cl-ar-temuco' });
  });
});
