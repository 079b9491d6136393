import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

/**
 * The review routes' own part (decision 0044): input checked before any service is asked, a
 * missing booking service a 503, and no way to change or delete a review (no such route). The
 * rules themselves are the booking service's (services/booking/test/reviews.int.test.ts) and the
 * journey is the browser's (web/e2e/reviews.spec.ts).
 */
describe('review routes with no services behind them', () => {
  let app: FastifyInstance;
  const csrf = { 'x-requested-with': 'arrendo' };

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the public lists 503 while the booking service is away, 400 for a bad id', async () => {
    const listing = await app.inject({
      method: 'GET',
      url: `/api/properties/${randomUUID()}/reviews`,
    });
    expect(listing.statusCode).toBe(503);
    expect(listing.json().error.code).toBe('UNAVAILABLE');
    const host = await app.inject({ method: 'GET', url: `/api/hosts/${randomUUID()}/reviews` });
    expect(host.statusCode).toBe(503);
    const bad = await app.inject({ method: 'GET', url: '/api/properties/nope/reviews' });
    expect(bad.statusCode).toBe(400);
    const limit = await app.inject({
      method: 'GET',
      url: `/api/properties/${randomUUID()}/reviews?limit=500`,
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error.details.fields[0].path).toBe('limit');
  });

  it('names the field of a review that breaks the rules, and asks a visitor to sign in', async () => {
    const url = `/api/bookings/${randomUUID()}/reviews`;
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: csrf,
      payload: { rating: 6, text: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().error.details.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['rating', 'text']));

    const good = await app.inject({
      method: 'POST',
      url,
      headers: csrf,
      payload: { rating: 5, text: 'A lovely, quiet and very clean place to stay.' },
    });
    expect(good.statusCode).toBe(401);
    const read = await app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(401);
  });

  it('offers no way to change or delete a review', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/bookings/${randomUUID()}/reviews`,
        headers: csrf,
        payload: { rating: 1, text: 'Changed my mind about this stay entirely.' },
      });
      expect(res.statusCode).toBe(404);
      const review = await app.inject({
        method,
        url: `/api/reviews/${randomUUID()}`,
        headers: csrf,
        payload: {},
      });
      expect(review.statusCode).toBe(404);
    }
  });
});
