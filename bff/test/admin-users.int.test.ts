import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { sql } from 'kysely';
import { natsUrl, uniquePrefix } from '@arrendo/kit/testing';
import { santiagoDate } from '@arrendo/booking/testing';
import type { AdminActionRecord, AdminUserDetail } from '@arrendo/contracts';
import { buildTestApp } from './helper.js';
import { BOOTSTRAP_TOKEN, startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { client, PASSWORD, signUp, updateJar, type Client, type Jar } from './browser.js';

// Issue 29, decision 0048: admins suspend and reactivate accounts. A suspended user's sessions
// end at once, nobody signs in to the account, and its listings leave search, the property page
// and new holds until it is reactivated, coming back as they were.

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('admin: users, suspension and the admin role', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let browser: Client;
  let admin: Jar;
  let adminId: string;
  let nc: NatsConnection;
  let sub: Subscription;
  const audit: AdminActionRecord[] = [];
  const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const idOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;

  beforeAll(async () => {
    identity = await startIdentity(prefix, { booking: true });
    listing = await startListing(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      REFRESH_REUSE_WINDOW_SECONDS: '0',
    });
    browser = client(app);
    nc = await connect({ servers: natsUrl() });
    sub = nc.subscribe(`${prefix}evt.identity.adminAction.recorded`);
    void (async () => {
      for await (const msg of sub) {
        const envelope = JSON.parse(new TextDecoder().decode(msg.data)) as {
          data: AdminActionRecord;
        };
        audit.push(envelope.data);
      }
    })();
    const jar = await signUp(browser, identity.codeFor, email('boss'));
    const boot = await browser.post('/api/admin/bootstrap', { token: BOOTSTRAP_TOKEN }, jar);
    expect(boot.statusCode, boot.body).toBe(200);
    admin = updateJar(jar, boot);
    adminId = await idOf(admin);
  });

  afterAll(async () => {
    sub?.unsubscribe();
    await nc?.close();
    await app?.close();
    await listing?.stop();
    await identity?.stop();
  });

  it('searches by email or name and filters by status', async () => {
    const address = email('findme');
    await signUp(browser, identity.codeFor, address);
    const byEmail = await browser.get(`/api/admin/users?q=${encodeURIComponent(address)}`, admin);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().items.map((u: { email: string }) => u.email)).toEqual([address]);
    const byName = await browser.get('/api/admin/users?q=ana%20roj&status=active', admin);
    expect(byName.json().items.some((u: { email: string }) => u.email === address)).toBe(true);
    const suspendedOnly = await browser.get(
      `/api/admin/users?q=${encodeURIComponent(address)}&status=suspended`,
      admin,
    );
    expect(suspendedOnly.json().items).toEqual([]);
    const bad = await browser.get('/api/admin/users?status=banned', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('refuses non-admins (403) and visitors (401) on every user route', async () => {
    const someone = await signUp(browser, identity.codeFor, email('plain'));
    const target = randomUUID();
    const calls = [
      () => browser.get(`/api/admin/users/${target}`, someone),
      () => browser.post(`/api/admin/users/${target}/suspend`, { reason: 'x' }, someone),
      () => browser.post(`/api/admin/users/${target}/reactivate`, {}, someone),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await browser.get(`/api/admin/users/${target}`)).statusCode).toBe(401);
    expect((await browser.get(`/api/admin/users/${target}`, admin)).statusCode).toBe(404);
  });

  it('suspends a host: sessions end, sign-in is refused, listings leave search and holds', async () => {
    const address = email('host');
    const host = await signUp(browser, identity.codeFor, address);
    const hostId = await idOf(host);
    const guest = await signUp(browser, identity.codeFor, email('guest'));
    // A published listing of the demo catalogue becomes this host's.
    const { rows } = await sql<{ id: string }>`
      update properties set host_id = ${hostId}
      where id = (select id from search_documents order by id limit 1)
      returning id`.execute(listing.db);
    const propertyId = rows[0]!.id;
    const inSearch = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from search_documents
          where id = ${propertyId}`.execute(listing.db)
      ).rows[0]!.n;
    expect(await inSearch()).toBe(1);
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(200);
    expect((await browser.get('/api/profile', host)).statusCode).toBe(200);

    const missingReason = await browser.post(`/api/admin/users/${hostId}/suspend`, {}, admin);
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.body).toContain('reason');
    const tooLong = await browser.post(
      `/api/admin/users/${hostId}/suspend`,
      { reason: 'x'.repeat(501) },
      admin,
    );
    expect(tooLong.statusCode).toBe(400);

    const suspended = await browser.post(
      `/api/admin/users/${hostId}/suspend`,
      { reason: 'Fraudulent listings reported by three guests' },
      admin,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const detail = suspended.json<AdminUserDetail>();
    expect(detail.status).toBe('suspended');
    expect(detail.suspendedAt).not.toBeNull();

    // The very next request: the access token is refused, and so is the refresh token.
    expect((await browser.get('/api/profile', host)).statusCode).toBe(401);
    const refresh = await browser.post('/api/auth/refresh', undefined, {
      arrendo_rt: host.arrendo_rt!,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await browser.post('/api/auth/login', { email: address, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({
      message: 'This account is suspended. Contact support.',
      details: { reason: 'ACCOUNT_SUSPENDED' },
    });
    const wrong = await browser.post('/api/auth/login', {
      email: address,
      password: 'wrong-one-1',
    });
    expect(wrong.statusCode).toBe(401);

    // Suspending again is a no-op: 200, no second audit entry.
    const again = await browser.post(
      `/api/admin/users/${hostId}/suspend`,
      { reason: 'again' },
      admin,
    );
    expect(again.statusCode).toBe(200);

    // The listing leaves search and the property page, and a hold on it is refused.
    expect(await eventually(inSearch, (n) => n === 0)).toBe(0);
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(404);
    const hold = await browser.post(
      '/api/bookings',
      {
        propertyId,
        checkIn: santiagoDate(30),
        checkOut: santiagoDate(32),
        guests: 1,
      },
      guest,
    );
    expect(hold.statusCode, hold.body).toBe(404);
    // Booking events and other refreshes cannot bring it back while the host is suspended.
    await sql`select refresh_search_documents(array[${propertyId}]::uuid[])`.execute(listing.db);
    expect(await inSearch()).toBe(0);
    const { rows: state } = await sql<{ status: string }>`
      select status from properties where id = ${propertyId}`.execute(listing.db);
    expect(state[0]!.status).toBe('published');

    const listed = await browser.get(
      `/api/admin/users?q=${encodeURIComponent(address)}&status=suspended`,
      admin,
    );
    expect(listed.json().items.map((u: { id: string }) => u.id)).toEqual([hostId]);

    // Reactivation: signing in works again and the listing is back as it was.
    const back = await browser.post(`/api/admin/users/${hostId}/reactivate`, {}, admin);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<AdminUserDetail>()).toMatchObject({ status: 'active', suspendedAt: null });
    expect(await eventually(inSearch, (n) => n === 1)).toBe(1);
    expect((await browser.get(`/api/properties/${propertyId}`)).statusCode).toBe(200);
    const relogin = await browser.post('/api/auth/login', { email: address, password: PASSWORD });
    expect(relogin.statusCode, relogin.body).toBe(200);

    const entries = await eventually(
      async () => audit.filter((a) => a.target.id === hostId),
      (found) => found.length >= 2,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: 'identity.user.suspend',
        target: { type: 'user', id: hostId },
        before: { status: 'active' },
        after: { status: 'suspended' },
        reason: 'Fraudulent listings reported by three guests',
      }),
      expect.objectContaining({
        actorId: adminId,
        action: 'identity.user.reactivate',
        before: { status: 'suspended' },
        after: { status: 'active' },
      }),
    ]);
  });

  it('shows one user with their last sign-in', async () => {
    const address = email('detail');
    const jar = await signUp(browser, identity.codeFor, address);
    const res = await browser.get(`/api/admin/users/${await idOf(jar)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>()).toMatchObject({
      email: address,
      status: 'active',
      firstName: 'Ana',
      lastName: 'Rojas',
      roles: [],
      suspendedAt: null,
    });
    expect(res.json<AdminUserDetail>().lastSignInAt).not.toBeNull();
  });

  it('never suspends or demotes the last admin, nor oneself', async () => {
    const self = await browser.post(
      `/api/admin/users/${adminId}/suspend`,
      { reason: 'testing' },
      admin,
    );
    expect(self.statusCode).toBe(409);
    expect(self.json().error.details).toMatchObject({ reason: 'SELF' });
    const demote = await browser.send(
      'PUT',
      `/api/admin/users/${adminId}/roles`,
      { roles: [] },
      admin,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.details).toMatchObject({ reason: 'LAST_ADMIN' });

    // A second admin: each may now be demoted or suspended by the other, but never both.
    const otherJar = await signUp(browser, identity.codeFor, email('second'));
    const otherId = await idOf(otherJar);
    const granted = await browser.send(
      'PUT',
      `/api/admin/users/${otherId}/roles`,
      { roles: ['admin'] },
      admin,
    );
    expect(granted.statusCode).toBe(200);
    const other = updateJar(otherJar, await browser.get('/api/me', otherJar));
    const suspendedOther = await browser.post(
      `/api/admin/users/${otherId}/suspend`,
      { reason: 'Left the company' },
      admin,
    );
    expect(suspendedOther.statusCode).toBe(200);
    // The suspended admin has no admin powers left, nor a session.
    expect((await browser.get('/api/admin/users', other)).statusCode).toBe(401);
    // With the other admin suspended, the first is the last active one again.
    const demoteAgain = await browser.send(
      'PUT',
      `/api/admin/users/${adminId}/roles`,
      { roles: [] },
      admin,
    );
    expect(demoteAgain.statusCode).toBe(409);
  });
});
