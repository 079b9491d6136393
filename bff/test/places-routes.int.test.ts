import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

/** /api/places with the embedded gazetteer (no Google key), and /api/maps/config. */
describe('places routes', () => {
  let app: FastifyInstance;
  let limited: FastifyInstance;

  beforeAll(async () => {
    [app, limited] = await Promise.all([
      buildTestApp({
        NATS_SUBJECT_PREFIX: uniquePrefix(),
        WEB_DIST_DIR: '/nonexistent/web/dist',
        RATE_LIMIT_ENABLED: 'false',
        GOOGLE_MAPS_API_KEY: undefined,
        MAP_STYLE_URL: undefined,
      }),
      buildTestApp({
        NATS_SUBJECT_PREFIX: uniquePrefix(),
        WEB_DIST_DIR: '/nonexistent/web/dist',
        RATE_LIMIT_PLACES_PER_IP: '3',
        GOOGLE_MAPS_API_KEY: undefined,
        MAP_STYLE_URL: 'https://tiles.example.com/styles/cl.json',
        MAP_EXTRA_ORIGINS: 'https://cdn.example.com',
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), limited?.close()]);
  });

  it('suggests five places by default, accent-insensitively, cacheable by the public', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/places/autocomplete?q=san' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { predictions } = res.json();
    expect(predictions).toHaveLength(5);
    const nunoa = await app.inject({
      method: 'GET',
      url: '/api/places/autocomplete?q=NUNOA&limit=1',
    });
    expect(nunoa.json().predictions).toEqual([
      {
        placeId: 'cl-rm-nunoa',
        description: 'Ñuñoa, Región Metropolitana, Chile',
        mainText: 'Ñuñoa',
        secondaryText: 'Región Metropolitana, Chile',
      },
    ]);
  });

  it('names the field of a bad query', async () => {
    for (const url of [
      '/api/places/autocomplete',
      '/api/places/autocomplete?q=',
      '/api/places/autocomplete?q=las&limit=50',
      '/api/places/autocomplete?q=las&extra=1',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives details of a gazetteer place, and 404 for an unknown id', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/places/autocomplete?q=lo%20barne' });
    const placeId = list.json().predictions[0].placeId as string;
    const res = await app.inject({ method: 'GET', url: `/api/places/${placeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Lo Barnechea',
      city: 'Lo Barnechea',
      region: 'Región Metropolitana',
      types: ['locality', 'political'],
    });
    expect(res.json().lat).toBeCloseTo(-33.35, 1);
    const missing = await app.inject({ method: 'GET', url: '/api/places/cl-rm-atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('limits look-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.inject({
        method: 'GET',
        url: '/api/places/autocomplete?q=temuco',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await limited.inject({
      method: 'GET',
      url: '/api/places/autocomplete?q=temuco',
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });

  it('tells the web which basemap to draw, and allows only that origin in the CSP', async () => {
    const offline = await app.inject({ method: 'GET', url: '/api/maps/config' });
    expect(offline.json()).toEqual({ styleUrl: null });
    const csp = offline.headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('example.com');

    const styled = await limited.inject({ method: 'GET', url: '/api/maps/config' });
    expect(styled.json()).toEqual({ styleUrl: 'https://tiles.example.com/styles/cl.json' });
    const styledCsp = styled.headers['content-security-policy'] as string;
    expect(styledCsp).toContain(
      "connect-src 'self' https://tiles.example.com https://cdn.example.com",
    );
    expect(styledCsp).toContain("img-src 'self' data: blob: https://tiles.example.com");
  });
});
