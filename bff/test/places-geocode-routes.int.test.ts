import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

/** /api/places/geocode and /reverse with the embedded gazetteer (no Google key). */
describe('geocoding routes with the gazetteer', () => {
  let app: FastifyInstance;
  let limited: FastifyInstance;

  beforeAll(async () => {
    [app, limited] = await Promise.all([
      buildTestApp({
        NATS_SUBJECT_PREFIX: uniquePrefix(),
        WEB_DIST_DIR: '/nonexistent/web/dist',
        RATE_LIMIT_ENABLED: 'false',
        GOOGLE_MAPS_API_KEY: undefined,
      }),
      buildTestApp({
        NATS_SUBJECT_PREFIX: uniquePrefix(),
        WEB_DIST_DIR: '/nonexistent/web/dist',
        RATE_LIMIT_PLACES_PER_IP: '2',
        GOOGLE_MAPS_API_KEY: undefined,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), limited?.close()]);
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('geocodes a typed destination, cacheable by the public', async () => {
    const res = await get(`/api/places/geocode?address=${encodeURIComponent('las condes')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({
      placeId: 'cl-rm-las-condes',
      name: 'Las Condes',
      formattedAddress: 'Las Condes, Región Metropolitana, Chile',
      city: 'Las Condes',
      region: 'Región Metropolitana',
      lat: -33.4087,
      lng: -70.567,
      types: ['locality', 'political'],
      kind: 'locality',
    });
    const region = await get(`/api/places/geocode?address=${encodeURIComponent('Araucanía')}`);
    expect(region.json()).toMatchObject({ placeId: 'cl-region-ar', kind: 'region' });
    const country = await get('/api/places/geocode?address=Chile');
    expect(country.json()).toMatchObject({ placeId: 'cl-country', kind: 'country' });
    const bariloche = await get('/api/places/geocode?address=Bariloche');
    expect(bariloche.json()).toMatchObject({ lat: -41.1335, lng: -71.3103, kind: 'locality' });
  });

  it('answers 404 with the words the web shows when nothing is found', async () => {
    const res = await get('/api/places/geocode?address=Atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Please select a valid city, region, or country from the suggestions.',
    });
  });

  it('reverse geocodes to the nearest comuna, and 404 far from any', async () => {
    const res = await get('/api/places/reverse?lat=-33.41&lng=-70.57');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toMatchObject({ placeId: 'cl-rm-las-condes', kind: 'locality' });
    const ocean = await get('/api/places/reverse?lat=-33.5&lng=-75.5');
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json().error.code).toBe('NOT_FOUND');
  });

  it('names the field of a bad query, and is not taken for a place id', async () => {
    for (const [url, field] of [
      ['/api/places/geocode', 'address'],
      ['/api/places/geocode?address=', 'address'],
      [`/api/places/geocode?address=${'a'.repeat(201)}`, 'address'],
      ['/api/places/geocode?address=x&extra=1', 'extra'],
      ['/api/places/reverse?lng=-70', 'lat'],
      ['/api/places/reverse?lat=999&lng=-70', 'lat'],
      ['/api/places/reverse?lat=-33&lng=abc', 'lng'],
      ['/api/places/reverse?lat=-33&lng=-181', 'lng'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION');
      expect(JSON.stringify(res.json().error), url).toContain(field);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('still gives details of a place id', async () => {
    const res = await get('/api/places/cl-ar-ar-rn-san-carlos-de-bariloche');
    expect(res.statusCode).toBe(404);
    const bariloche = await get('/api/places/ar-rn-san-carlos-de-bariloche');
    expect(bariloche.statusCode).toBe(200);
    expect(bariloche.json()).toMatchObject({
      name: 'San Carlos de Bariloche',
      region: 'Río Negro',
    });
    const chile = await get('/api/places/cl-country');
    expect(chile.json()).toMatchObject({ name: 'Chile', types: ['country', 'political'] });
  });

  it('shares the per-address limit of the other place look-ups', async () => {
    const statuses: number[] = [];
    for (const url of [
      '/api/places/geocode?address=Temuco',
      '/api/places/reverse?lat=-38.7359&lng=-72.5904',
      '/api/places/geocode?address=Temuco',
      '/api/places/autocomplete?q=temuco',
    ]) {
      const res = await limited.inject({ method: 'GET', url, remoteAddress: '203.0.113.77' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
