import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp, createWebDist, HASHED_ASSET } from './helper.js';
import { startListing } from './listing-service.js';

describe('BFF foundation against the running listing service', () => {
  const prefix = uniquePrefix();
  const web = createWebDist();
  const mediaDir = join(web.dir, '..', `${web.dir.split('/').pop()}-media`);
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    listing = await startListing(prefix);
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(join(mediaDir, 'photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: web.dir,
      MEDIA_DIR: mediaDir,
    });
  });

  afterAll(async () => {
    await app?.close();
    await listing?.stop();
    web.remove();
  });

  it('lists seeded properties with a total and pages with the cursor', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/properties?limit=5' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(5);
    expect(page1.total).toBeGreaterThanOrEqual(300);
    expect(page1.nextCursor).toEqual(expect.any(String));

    const second = await app.inject({
      method: 'GET',
      url: `/api/properties?limit=5&cursor=${encodeURIComponent(page1.nextCursor)}`,
    });
    expect(second.statusCode).toBe(200);
    const ids1 = page1.items.map((p: { id: string }) => p.id);
    const ids2 = second.json().items.map((p: { id: string }) => p.id);
    expect(ids2).toHaveLength(5);
    expect(ids2.filter((id: string) => ids1.includes(id))).toEqual([]);
  });

  it('filters by type (query `type` → listingType)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/properties?type=experience&limit=20',
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { listingType: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.listingType))).toEqual(new Set(['experience']));
  });

  it('returns one property by id', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/properties?limit=1' });
    const id = list.json().items[0].id as string;
    const res = await app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'published' });
  });

  it('answers a malformed id with 400 naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/properties/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details.fields).toEqual([expect.objectContaining({ path: 'id' })]);
  });

  it('names bad and unknown query fields', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/properties?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.map((f: { path: string }) => f.path)).toEqual(['limit']);
    const unknown = await app.inject({ method: 'GET', url: '/api/properties?colour=red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.map((f: { path: string }) => f.path)).toEqual([
      'colour',
    ]);
  });

  it('answers an unknown id with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/properties/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({
        method,
        url: '/api/x',
        headers: { accept: 'text/html', 'x-requested-with': 'arrendo' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('reports health per dependency (identity and notification are not running here)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const body = res.json();
    expect(body.checks.nats.status).toBe('ok');
    expect(body.checks.redis.status).toBe('ok');
    expect(body.checks.listing.status).toBe('ok');
    expect(body.checks.identity.status).toBe('down');
    expect(body.status).toBe('degraded');
    expect(res.statusCode).toBe(503);
  });

  it('sends the strict CSP and the other helmet headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/properties?limit=1' });
    const csp = res.headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets immutable and compressed, index.html revalidated', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: `/${HASHED_ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    const index = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');
  });

  it('falls back to index.html for client routes but not for missing files', async () => {
    const route = await app.inject({
      method: 'GET',
      url: '/property/123?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<div id="root">');

    const missing = await app.inject({
      method: 'GET',
      url: '/assets/missing-123.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves media with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/photo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
  });

  it('answers 503 UNAVAILABLE quickly when the listing service is gone', async () => {
    await listing.stop();
    const res = await app.inject({ method: 'GET', url: '/api/properties' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.listing.status).toBe('down');
  });
});
