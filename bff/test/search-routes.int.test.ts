import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import { DEFAULT_TIME_ZONE, SearchResponse } from '@arrendo/contracts';
import { buildTestApp } from './helper.js';
import { startListing } from './listing-service.js';

/** Santiago's date `days` from today. */
function santiagoDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(at);
}

/** `GET /api/search` against the real listing service seeded with the demo catalogue. */
describe('/api/search', () => {
  const prefix = uniquePrefix();
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    listing = await startListing(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
  });
  afterAll(async () => {
    await app?.close();
    await listing?.stop();
  });

  it('answers a search anonymously, in the contract shape, never cached', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/search?lat=-33.44&lng=-70.65&radius=30&guests=2&checkIn=${santiagoDay(20)}&checkOut=${santiagoDay(23)}&limit=5`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = SearchResponse.parse(res.json());
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.total?.count).toBeGreaterThanOrEqual(body.items.length);
    for (const hit of body.items) {
      expect(hit.listingType).toBe('home');
      expect(hit.maxGuests).toBeGreaterThanOrEqual(2);
      expect(hit.distanceM).toBeLessThanOrEqual(30_000);
    }
    if (body.nextCursor) {
      const next = await app.inject({
        method: 'GET',
        url: `/api/search?lat=-33.44&lng=-70.65&radius=30&guests=2&checkIn=${santiagoDay(20)}&checkOut=${santiagoDay(23)}&limit=5&cursor=${body.nextCursor}`,
      });
      expect(next.statusCode).toBe(200);
      const page2 = SearchResponse.parse(next.json());
      expect(page2.total).toBeNull();
      const first = new Set(body.items.map((h) => h.id));
      expect(page2.items.some((h) => first.has(h.id))).toBe(false);
    }
    const hourly = await app.inject({ method: 'GET', url: '/api/search?type=hour&sort=price_asc' });
    expect(hourly.statusCode).toBe(200);
    const prices = SearchResponse.parse(hourly.json()).items.map((h) => h.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses bad input with a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['lat=999&lng=-70', 'lat'],
      ['minPrice=50000&maxPrice=10000', 'maxPrice'],
      ['amenities=wifi,nope', 'amenities'],
      [`checkIn=${santiagoDay(-2)}&checkOut=${santiagoDay(1)}`, 'checkIn'],
      [`checkIn=${santiagoDay(5)}&checkOut=${santiagoDay(400)}`, 'checkOut'],
      ['type=hour&date=2020-01-01', 'date'],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['sort=cheapest', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      const paths: string[] = res.json().error.details.fields.map((f: { path: string }) => f.path);
      expect(
        paths.some((p) => p === field || p.startsWith(`${field}.`)),
        `${query} → ${paths.join(', ')}`,
      ).toBe(true);
    }
  });
});
