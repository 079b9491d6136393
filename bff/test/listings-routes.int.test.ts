import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import type { ListingPatch, StoredPhoto } from '@arrendo/contracts';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';

const PASSWORD = 'listing-routes-pass';

const COMPLETE_HOME: ListingPatch = {
  category: 'stay',
  subcategory: 'house',
  maxGuests: 4,
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  address: 'Los Aromos 1234, Pucón',
  location: 'Pucón, Araucanía',
  city: 'Pucón',
  region: 'Araucanía',
  lat: -39.2822,
  lng: -71.9544,
  amenities: ['wifi', 'heating'],
  title: 'Cabaña junto al lago Villarrica',
  description:
    'Cabaña de madera a pasos del lago, con estufa a leña, terraza y vista al volcán Villarrica.',
  price: 80_000,
  refundPolicy: 'flexible',
  instantBook: false,
};

/** The HTTP side of listings and wishlists, through real sessions and the real services. */
describe('/api/host/listings and /api/wishlists', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let host: Jar;
  let other: Jar;
  let admin: Jar;

  const send = (method: string, url: string, jar: Jar = {}, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      cookies: jar,
      headers: CSRF,
      ...(payload ? { payload } : {}),
    });

  /** Photos as the photo routes would store them (those routes are not this file's subject). */
  async function givePhotos(id: string): Promise<void> {
    const photos: StoredPhoto[] = Array.from({ length: 5 }, (_, i) => ({
      id: randomUUID(),
      url: `/media/listings/${id}/${i}.webp`,
      width: 1600,
      height: 1067,
      variants: [],
      placeholder: null,
      keys: [`listings/${id}/${i}.webp`],
    }));
    await listing.db
      .updateTable('properties')
      .set({ photos: JSON.stringify(photos) })
      .where('id', '=', id)
      .execute();
  }

  async function completeDraft(jar: Jar): Promise<string> {
    const id = randomUUID();
    expect(
      (await send('POST', '/api/host/listings', jar, { id, listingType: 'home' })).statusCode,
    ).toBe(201);
    const saved = await send('PATCH', `/api/host/listings/${id}`, jar, COMPLETE_HOME);
    expect(saved.statusCode, saved.body).toBe(200);
    await givePhotos(id);
    return id;
  }

  const errorOf = (res: LightMyRequestResponse) =>
    res.json<{ error: { code: string; message: string; details?: Record<string, unknown> } }>()
      .error;

  beforeAll(async () => {
    [identity, listing] = await Promise.all([
      startIdentity(prefix, { booking: true }),
      startListing(prefix),
    ]);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      REFRESH_REUSE_WINDOW_SECONDS: '0',
    });
    host = await signUp(app, identity, 'listing-host@example.com', PASSWORD);
    other = await signUp(app, identity, 'listing-other@example.com', PASSWORD);
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, 'listing-admin@example.com', PASSWORD),
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([identity?.stop(), listing?.stop()]);
  });

  it('asks a signed-out visitor to sign in (401) on every route', async () => {
    const id = randomUUID();
    for (const [method, url, body] of [
      ['GET', '/api/host/listings'],
      ['POST', '/api/host/listings', { id, listingType: 'home' }],
      ['GET', `/api/host/listings/${id}`],
      ['PATCH', `/api/host/listings/${id}`, { title: 'Hola mundo' }],
      ['DELETE', `/api/host/listings/${id}`],
      ['POST', `/api/host/listings/${id}/publish`],
      ['POST', `/api/host/listings/${id}/unpublish`],
      ['GET', '/api/wishlists'],
      ['POST', '/api/wishlists', { name: 'Verano' }],
      ['GET', '/api/wishlists/saved'],
      ['GET', `/api/wishlists/${id}`],
      ['PUT', `/api/wishlists/${id}/items/${id}`],
    ] as [string, string, object?][]) {
      const res = await send(method, url, {}, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
  });

  it('creates (201), retries (200), edits, refuses to publish with the problems, then publishes', async () => {
    const id = randomUUID();
    const created = await send('POST', '/api/host/listings', host, { id, listingType: 'home' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id, status: 'draft', listingType: 'home' });
    const retried = await send('POST', '/api/host/listings', host, { id, listingType: 'home' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(created.json());
    const taken = await send('POST', '/api/host/listings', other, { id, listingType: 'home' });
    expect(taken.statusCode).toBe(409);

    const nul = await send('PATCH', `/api/host/listings/${id}`, host, {
      title: 'Casa\u0000 bonita',
    });
    expect(nul.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(nul).details?.fields)).toContain('title');

    const notReady = await send('POST', `/api/host/listings/${id}/publish`, host);
    expect(notReady.statusCode).toBe(400);
    expect(errorOf(notReady).message).toBe('This listing is not ready to publish');
    const problems = errorOf(notReady).details?.problems as { code: string }[];
    expect(problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(['stayTypeRequired', 'photosRequired', 'titleRequired']),
    );

    expect((await send('PATCH', `/api/host/listings/${id}`, host, COMPLETE_HOME)).statusCode).toBe(
      200,
    );
    await givePhotos(id);
    const published = await send('POST', `/api/host/listings/${id}/publish`, host);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', publishProblems: [] });

    const mine = await send('GET', '/api/host/listings', host);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items[0]).toMatchObject({ id, status: 'published', photoCount: 5 });

    // The guest page: public, approximate, without the private fields.
    const page = await app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    expect(page.json()).not.toHaveProperty('address');
    expect(page.json().lat).not.toBe(COMPLETE_HOME.lat);

    const unlisted = await send('POST', `/api/host/listings/${id}/unpublish`, host);
    expect(unlisted.json().status).toBe('unlisted');
    expect((await app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/host/listings/${id}`, host)).statusCode).toBe(204);
    expect((await send('GET', `/api/host/listings/${id}`, host)).statusCode).toBe(404);
  });

  it("answers another host's listing on every route exactly as an unknown id (404, same body); an admin may act", async () => {
    const id = await completeDraft(host);
    const routes = (target: string): [string, string, object?][] => [
      ['GET', `/api/host/listings/${target}`],
      ['PATCH', `/api/host/listings/${target}`, { title: 'Ahora es mía, gracias' }],
      ['DELETE', `/api/host/listings/${target}`],
      ['POST', `/api/host/listings/${target}/publish`],
      ['POST', `/api/host/listings/${target}/unpublish`],
    ];
    const answers = async (target: string) => {
      const out: { route: string; status: number; body: unknown }[] = [];
      for (const [method, url, body] of routes(target)) {
        const res = await send(method, url, other, body);
        out.push({
          route: method + url.replace(target, ':id'),
          status: res.statusCode,
          body: res.json(),
        });
      }
      return out;
    };
    const theirs = await answers(id);
    expect(theirs.map((a) => a.status)).toEqual(Array(5).fill(404));
    expect(theirs).toEqual(await answers(randomUUID()));
    const still = await send('GET', `/api/host/listings/${id}`, host);
    expect(still.json()).toMatchObject({ title: COMPLETE_HOME.title, status: 'draft' });
    expect((await send('GET', `/api/host/listings/${id}`, admin)).statusCode).toBe(200);
  });

  it('previews a complete draft to its host only, never with the public cache header', async () => {
    const id = await completeDraft(host);
    const preview = await send('GET', `/api/properties/${id}`, host);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().status).toBe('draft');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    for (const jar of [{}, other]) {
      const res = await send('GET', `/api/properties/${id}`, jar);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).not.toContain('public');
    }
    const list = await app.inject({ method: 'GET', url: '/api/properties?limit=100' });
    expect(list.json().items.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('keeps wishlists to their owner (404 for anyone else)', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/api/properties?limit=2' });
    const [a, b] = catalogue.json().items.map((p: { id: string }) => p.id) as [string, string];

    const created = await send('POST', '/api/wishlists', other, { name: 'Verano', propertyId: a });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json().id as string;
    const added = await send('PUT', `/api/wishlists/${listId}/items/${b}`, other);
    expect(added.json().itemCount).toBe(2);
    const saved = await send('GET', '/api/wishlists/saved', other);
    expect(saved.json().propertyIds.sort()).toEqual([a, b].sort());
    const detail = await send('GET', `/api/wishlists/${listId}`, other);
    expect(detail.json().items.map((p: { id: string }) => p.id)).toEqual([b, a]);
    expect(detail.headers['cache-control']).toBe('private, no-store');

    for (const [method, url, body] of [
      ['GET', `/api/wishlists/${listId}`],
      ['PATCH', `/api/wishlists/${listId}`, { name: 'Mía' }],
      ['DELETE', `/api/wishlists/${listId}`],
      ['PUT', `/api/wishlists/${listId}/items/${a}`],
      ['DELETE', `/api/wishlists/${listId}/items/${a}`],
    ] as [string, string, object?][]) {
      expect((await send(method, url, host, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send('GET', '/api/wishlists', host)).json()).toEqual({ items: [] });

    const renamed = await send('PATCH', `/api/wishlists/${listId}`, other, { name: 'Invierno' });
    expect(renamed.json().name).toBe('Invierno');
    const unsaved = await send('DELETE', `/api/wishlists/saved/${a}`, other);
    expect(unsaved.json()).toEqual({ propertyIds: [b] });
    const removed = await send('DELETE', `/api/wishlists/${listId}/items/${b}`, other);
    expect(removed.json().itemCount).toBe(0);
    const badName = await send('POST', '/api/wishlists', other, { name: '' });
    expect(badName.statusCode).toBe(400);
    expect((await send('DELETE', `/api/wishlists/${listId}`, other)).statusCode).toBe(204);
    expect((await send('GET', '/api/wishlists', other)).json()).toEqual({ items: [] });
  });
});
