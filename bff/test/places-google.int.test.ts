import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { json, startFakeGoogle, type GoogleHandler } from './fake-google.js';
import { buildTestApp } from './helper.js';

describe('the Google Places adapter', () => {
  const google = startFakeGoogle();
  let app: FastifyInstance;

  beforeAll(async () => {
    const baseUrl = await google.start();
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      GOOGLE_MAPS_API_KEY: 'test-key',
      GOOGLE_MAPS_API_URL: baseUrl,
      GOOGLE_MAPS_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await app?.close();
    await google.stop();
  });
  beforeEach(() => {
    google.requests.length = 0;
  });

  it('asks Google for Chilean cities and passes its predictions on', async () => {
    google.set((url, res) =>
      json(res, {
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJ-las-condes',
            description: 'Las Condes, Región Metropolitana, Chile',
            structured_formatting: {
              main_text: 'Las Condes',
              secondary_text: 'Región Metropolitana, Chile',
            },
          },
          { place_id: 'ChIJ-other', description: 'Lascar, Antofagasta, Chile' },
        ],
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/places/autocomplete?q=las%20c' });
    expect(res.statusCode).toBe(200);
    expect(res.json().predictions).toEqual([
      {
        placeId: 'ChIJ-las-condes',
        description: 'Las Condes, Región Metropolitana, Chile',
        mainText: 'Las Condes',
        secondaryText: 'Región Metropolitana, Chile',
      },
      {
        placeId: 'ChIJ-other',
        description: 'Lascar, Antofagasta, Chile',
        mainText: 'Lascar',
        secondaryText: '',
      },
    ]);
    const sent = google.requests[0]!;
    expect(sent.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(sent.searchParams.get('input')).toBe('las c');
    expect(sent.searchParams.get('components')).toBe('country:cl');
    expect(sent.searchParams.get('types')).toBe('(cities)');
    expect(sent.searchParams.get('key')).toBe('test-key');
  });

  it('answers from the gazetteer when Google refuses, fails or is too slow', async () => {
    const cases: GoogleHandler[] = [
      (_url, res) => json(res, { status: 'REQUEST_DENIED', predictions: [] }),
      (_url, res) => res.writeHead(500).end('oops'),
      (_url, res) => json(res, { unexpected: true }),
      (_url, res) => setTimeout(() => json(res, { status: 'OK', predictions: [] }), 1500),
    ];
    for (const handler of cases) {
      google.set(handler);
      const res = await app.inject({ method: 'GET', url: '/api/places/autocomplete?q=vitacura' });
      expect(res.statusCode).toBe(200);
      expect(res.json().predictions[0]).toMatchObject({
        placeId: 'cl-rm-vitacura',
        mainText: 'Vitacura',
      });
    }
    expect(google.requests).toHaveLength(cases.length);
  });

  it('passes an empty answer through as no predictions', async () => {
    google.set((_url, res) => json(res, { status: 'ZERO_RESULTS', predictions: [] }));
    const res = await app.inject({ method: 'GET', url: '/api/places/autocomplete?q=xyz' });
    expect(res.json()).toEqual({ predictions: [] });
  });

  it('maps place details to the city and region a listing stores', async () => {
    google.set((url, res) => {
      expect(url.pathname).toBe('/maps/api/place/details/json');
      expect(url.searchParams.get('place_id')).toBe('ChIJ-vina');
      json(res, {
        status: 'OK',
        result: {
          place_id: 'ChIJ-vina',
          name: 'Viña del Mar',
          formatted_address: 'Viña del Mar, Valparaíso, Chile',
          geometry: { location: { lat: -33.0245, lng: -71.5518 } },
          address_components: [
            { long_name: 'Viña del Mar', types: ['locality', 'political'] },
            {
              long_name: 'Región de Valparaíso',
              types: ['administrative_area_level_1', 'political'],
            },
            { long_name: 'Chile', types: ['country', 'political'] },
          ],
          types: ['locality', 'political'],
        },
      });
    });
    const res = await app.inject({ method: 'GET', url: '/api/places/ChIJ-vina' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placeId: 'ChIJ-vina',
      name: 'Viña del Mar',
      formattedAddress: 'Viña del Mar, Valparaíso, Chile',
      city: 'Viña del Mar',
      region: 'Valparaíso',
      lat: -33.0245,
      lng: -71.5518,
      types: ['locality', 'political'],
    });
  });

  it('answers 404 for a place Google does not know and 503 when Google is down', async () => {
    google.set((_url, res) => json(res, { status: 'NOT_FOUND' }));
    const missing = await app.inject({ method: 'GET', url: '/api/places/ChIJ-gone' });
    expect(missing.statusCode).toBe(404);
    google.set((_url, res) => res.writeHead(502).end());
    const down = await app.inject({ method: 'GET', url: '/api/places/ChIJ-any' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('UNAVAILABLE');
  });

  it('resolves its own gazetteer ids without asking Google', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/places/cl-rm-la-reina' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'La Reina', region: 'Región Metropolitana' });
    expect(google.requests).toHaveLength(0);
  });
});
