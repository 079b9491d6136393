import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { uniquePrefix } from '@arrendo/kit/testing';
import type { AdminListingResponse, AdminListingsResponse } from '@arrendo/contracts';
import { buildTestApp } from './helper.js';
import { BOOTSTRAP_TOKEN, startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { client, signUp, updateJar, type Client, type Jar } from './browser.js';

// Issue 29, decision 0049: admins search listings, open one with its host, unlist it with a
// reason (the listing leaves search and the property page) and relist it.

describe('admin: listings, unlisting and relisting', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let browser: Client;
  let admin: Jar;
  const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const idOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;

  /** A published listing of the demo catalogue, made this host's. */
  async function listingOf(hostId: string): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      update properties set host_id = ${hostId}
      where id = (select id from search_documents
                  where id not in (select id from properties where host_id = ${hostId})
                  order by id limit 1)
      returning id`.execute(listing.db);
    return rows[0]!.id;
  }

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    listing = await startListing(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    browser = client(app);
    const jar = await signUp(browser, identity.codeFor, email('boss'));
    const boot = await browser.post('/api/admin/bootstrap', { token: BOOTSTRAP_TOKEN }, jar);
    expect(boot.statusCode, boot.body).toBe(200);
    admin = updateJar(jar, boot);
  });

  afterAll(async () => {
    await app?.close();
    await listing?.stop();
    await identity?.stop();
  });

  it('finds a host’s listings by their email or id, and none for an unknown address', async () => {
    const address = email('host');
    const hostId = await idOf(await signUp(browser, identity.codeFor, address));
    const propertyId = await listingOf(hostId);

    for (const host of [address, address.toUpperCase(), hostId]) {
      const found = await browser.get(
        `/api/admin/listings?host=${encodeURIComponent(host)}`,
        admin,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<AdminListingsResponse>().items.map((i) => i.id)).toEqual([propertyId]);
    }
    const nobody = await browser.get(
      `/api/admin/listings?host=${encodeURIComponent(email('nobody'))}`,
      admin,
    );
    expect(nobody.json<AdminListingsResponse>()).toEqual({ items: [], nextCursor: null });

    const bad = await browser.get('/api/admin/listings?state=hidden', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('state');
  });

  it('unlists with a reason: off the property page until relisted; the answer names the host', async () => {
    const address = email('unlisted');
    const hostId = await idOf(await signUp(browser, identity.codeFor, address));
    const propertyId = await listingOf(hostId);

    const detail = await browser.get(`/api/admin/listings/${propertyId}`, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<AdminListingResponse>()).toMatchObject({
      id: propertyId,
      visible: true,
      adminUnlist: null,
      host: { id: hostId, email: address, status: 'active' },
    });

    const missing = await browser.post(`/api/admin/listings/${propertyId}/unlist`, {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('reason');
    const nul = await browser.post(
      `/api/admin/listings/${propertyId}/unlist`,
      { reason: 'bad\u0000' },
      admin,
    );
    expect(nul.statusCode).toBe(400);
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(200);

    const reason = 'Copied photos: please upload your own.';
    const unlisted = await browser.post(
      `/api/admin/listings/${propertyId}/unlist`,
      { reason },
      admin,
    );
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(unlisted.json<AdminListingResponse>()).toMatchObject({
      visible: false,
      adminUnlist: { reason },
      host: { email: address },
    });
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(404);
    const byState = await browser.get(
      `/api/admin/listings?state=unlisted_by_admin&host=${hostId}`,
      admin,
    );
    expect(byState.json<AdminListingsResponse>().items.map((i) => i.id)).toEqual([propertyId]);

    const relisted = await browser.post(`/api/admin/listings/${propertyId}/relist`, {}, admin);
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(relisted.json<AdminListingResponse>()).toMatchObject({
      visible: true,
      adminUnlist: null,
    });
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(200);
  });

  it('refuses non-admins (403) and visitors (401); unknown ids are 404, malformed ones 400', async () => {
    const someone = await signUp(browser, identity.codeFor, email('plain'));
    const target = randomUUID();
    const calls = [
      () => browser.get('/api/admin/listings', someone),
      () => browser.get(`/api/admin/listings/${target}`, someone),
      () => browser.post(`/api/admin/listings/${target}/unlist`, { reason: 'x' }, someone),
      () => browser.post(`/api/admin/listings/${target}/relist`, {}, someone),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await browser.get('/api/admin/listings')).statusCode).toBe(401);
    expect((await browser.get(`/api/admin/listings/${target}`, admin)).statusCode).toBe(404);
    const malformed = await browser.get('/api/admin/listings/not-an-id', admin);
    expect(malformed.statusCode).toBe(400);
  });
});
