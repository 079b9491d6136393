import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection, type Subscription } from 'nats';
import {
  HostProfileResponse,
  IdentityRpc,
  ListingRpc,
  PropertySummary,
  SYSTEM_ACTOR,
  type ListPropertiesReply,
} from '@arrendo/contracts';
import { RpcClient } from '@arrendo/kit';
import { natsUrl, uniquePrefix } from '@arrendo/kit/testing';
import { CalendarUnderTest, santiagoDate } from '@arrendo/booking/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';

const HOST_PASSWORD = 'Host-Profile-Pass-1';

function summary(hostId: string, n: number): PropertySummary {
  return PropertySummary.parse({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    hostId,
    title: `Depto ${n} con vista al mar`,
    listingType: n % 2 ? 'home' : 'experience',
    category: n % 2 ? 'stay' : 'wellness',
    subcategory: n % 2 ? 'apartment' : 'spa',
    location: 'Cerro Alegre, Valparaíso',
    city: 'Valparaíso',
    lat: -33.04,
    lng: -71.62,
    price: { amount: 45_000, currency: 'CLP' },
    priceUnit: n % 2 ? 'day' : 'hour',
    maxGuests: 4,
    bedrooms: 2,
    rating: 4.8,
    reviewCount: 12,
    instantBook: true,
    petsAllowed: false,
    createdAt: '2026-01-01T12:00:00.000Z',
    cover: null,
  });
}

/**
 * The route against the real identity and booking services. The listing service stands in as a
 * responder on its subject: only Catalina has published listings; for everyone else it answers
 * none (a user who never published, or whose listing has since been unlisted). Booking's own
 * listing and pricing are its test fakes, enough to hold a slot.
 */
describe('GET /api/hosts/:id', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let booking: CalendarUnderTest;
  let app: FastifyInstance;
  let nc: NatsConnection;
  let client: RpcClient;
  let listingSub: Subscription | undefined;
  let hostId: string;
  const listingRequests: unknown[] = [];

  const serveListings = () => {
    listingSub = nc.subscribe(`${prefix}${ListingRpc.listProperties.subject}`);
    void (async () => {
      for await (const msg of listingSub!) {
        const { data } = JSON.parse(new TextDecoder().decode(msg.data)) as {
          data: { hostId?: string; limit?: number };
        };
        listingRequests.push(data);
        const items = data.hostId === hostId ? [summary(hostId, 1), summary(hostId, 2)] : [];
        const reply: ListPropertiesReply = {
          items,
          nextCursor: null,
          total: items.length ? 30 : 0,
        };
        msg.respond(new TextEncoder().encode(JSON.stringify({ ok: true, data: reply })));
      }
    })();
  };

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    booking = await CalendarUnderTest.start('bff_hosts', prefix);
    nc = await connect({ servers: natsUrl() });
    client = new RpcClient({ nc, prefix, timeoutMs: 5000 });
    const provisioned = await client.call(
      IdentityRpc.provision,
      {
        email: 'catalina@hosts.example.com',
        password: HOST_PASSWORD,
        firstName: 'Catalina',
        lastName: 'Fuentes',
        about: 'Hola! I love hosting.',
        avatarUrl: '/media/avatars/catalina.svg',
        languages: ['es', 'en'],
        memberSince: '2020-03-02T14:30:00.000Z',
      },
      { actor: SYSTEM_ACTOR },
    );
    hostId = provisioned.userId;
    serveListings();
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
  });

  afterAll(async () => {
    await app?.close();
    listingSub?.unsubscribe();
    await nc?.close();
    await booking?.stop();
    await identity?.stop();
  });

  it("answers the host's public profile and their published listings, cached publicly", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/hosts/${hostId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = HostProfileResponse.parse(res.json());
    expect(body.host).toEqual({
      id: hostId,
      firstName: 'Catalina',
      lastInitial: 'F',
      displayName: 'Catalina F.',
      avatarUrl: '/media/avatars/catalina.svg',
      about: 'Hola! I love hosting.',
      languages: ['es', 'en'],
      memberSince: '2020-03-02T14:30:00.000Z',
      verified: true,
    });
    expect(body.listings.map((l) => l.hostId)).toEqual([hostId, hostId]);
    expect(body.listingCount).toBe(30);
    expect(listingRequests).toContainEqual({ hostId, limit: 24 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    // Nothing private, not even under another name.
    expect(res.body).not.toMatch(/catalina@|Fuentes|email|phone|birthday/);
  });

  it('is private to a signed-in visitor (same answer, never stored)', async () => {
    const jar = await signUp(app, identity, 'visitor@example.com', 'visitor-pass-1');
    const res = await app.inject({ method: 'GET', url: `/api/hosts/${hostId}`, cookies: jar });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an unknown or deleted user, 400 naming the field for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/hosts/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const leaving = await client.call(
      IdentityRpc.provision,
      {
        email: 'leaving@hosts.example.com',
        password: HOST_PASSWORD,
        firstName: 'Gone',
        lastName: 'Soon',
      },
      { actor: SYSTEM_ACTOR },
    );
    await client.call(
      IdentityRpc.deleteUser,
      { password: HOST_PASSWORD },
      { actor: { userId: leaving.userId, roles: [] } },
    );
    const deleted = await app.inject({ method: 'GET', url: `/api/hosts/${leaving.userId}` });
    expect(deleted.statusCode).toBe(404);

    const malformed = await app.inject({ method: 'GET', url: '/api/hosts/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('id');
  });

  describe('someone with no published listing', () => {
    const get = (id: string, jar: Jar = {}) =>
      app.inject({ method: 'GET', url: `/api/hosts/${id}`, cookies: jar });
    const meOf = async (jar: Jar) =>
      (await app.inject({ method: 'GET', url: '/api/me', cookies: jar })).json<{
        user: { id: string };
      }>().user.id;
    const post = (url: string, payload: object, jar: Jar) =>
      app.inject({ method: 'POST', url, payload, cookies: jar, headers: CSRF });
    /** What an unknown id answers, to `jar`: the answer every hidden profile must equal. */
    const unknownTo = async (jar: Jar = {}) => {
      const res = await get('00000000-0000-4000-8000-00000000abcd', jar);
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const answerOf = async (id: string, jar: Jar = {}) => {
      const res = await get(id, jar);
      return { status: res.statusCode, body: res.json() as unknown };
    };

    let quiet: Jar;
    let quietId: string;
    let guest: Jar;
    let guestId: string;
    let stranger: Jar;

    beforeAll(async () => {
      quiet = await signUp(app, identity, 'quiet@hosts.example.com', HOST_PASSWORD);
      guest = await signUp(app, identity, 'guest@hosts.example.com', HOST_PASSWORD);
      stranger = await signUp(app, identity, 'stranger@hosts.example.com', HOST_PASSWORD);
      [quietId, guestId] = [await meOf(quiet), await meOf(guest)];
    });

    it('answers visitors and strangers exactly as an unknown id (404, same body)', async () => {
      for (const jar of [{}, stranger]) {
        const hidden = await answerOf(quietId, jar);
        expect(hidden.status).toBe(404);
        expect(hidden).toEqual(await unknownTo(jar));
        expect(await answerOf(guestId, jar)).toEqual(await unknownTo(jar));
      }
      // A profile made for one person never sits in a shared cache.
      const res = await get(quietId);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('shows the profile to its owner, an admin, and the two sides of a booking', async () => {
      expect((await get(quietId, quiet)).statusCode).toBe(200);

      // The guest's trip makes the host visible to them, an unpaid hold included.
      const home = booking.listing.add(fakeProperty({ hostId: quietId, instantBook: true }));
      const stay = { propertyId: home.id, checkIn: santiagoDate(12), checkOut: santiagoDate(14) };
      const held = await post('/api/bookings', { ...stay, guests: 2 }, guest);
      expect(held.statusCode, held.body).toBe(201);
      const seen = await get(quietId, guest);
      expect(seen.statusCode, seen.body).toBe(200);
      const body = HostProfileResponse.parse(seen.json());
      expect(body).toMatchObject({ host: { id: quietId, firstName: 'Ana' }, listingCount: 0 });
      expect(seen.headers['cache-control']).toBe('private, no-store');

      // The host's lists hold no unpaid holds, so the guest is not yet theirs to look at...
      expect(await answerOf(guestId, quiet)).toEqual(await unknownTo(quiet));
      // ...until the booking shows in them (here: the guest cancelled it).
      const { id } = held.json<{ id: string }>();
      const cancelled = await post(`/api/bookings/${id}/cancel`, { expectedRefund: 0 }, guest);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const guestSeen = await get(guestId, quiet);
      expect(guestSeen.statusCode, guestSeen.body).toBe(200);
      expect(HostProfileResponse.parse(guestSeen.json()).host.id).toBe(guestId);

      // Nobody else gained anything.
      expect(await answerOf(quietId, stranger)).toEqual(await unknownTo(stranger));
      expect(await answerOf(guestId, stranger)).toEqual(await unknownTo(stranger));
      expect(await answerOf(quietId)).toEqual(await unknownTo());

      const admin = await becomeAdmin(app, stranger);
      expect((await get(quietId, admin)).statusCode).toBe(200);
    });
  });

  it('answers 503, never 500, while the listing service is away', async () => {
    listingSub?.unsubscribe();
    await nc.flush();
    const res = await app.inject({ method: 'GET', url: `/api/hosts/${hostId}` });
    expect(res.statusCode).toBe(503);
    serveListings();
  });
});
