import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  ListingRpc,
  PUBLISH_MESSAGES,
  RpcReplyEnvelope,
  type Actor,
  type ErrorBody,
  type PublishProblem,
} from '@arrendo/contracts';
import { errorOf, natsUrl, waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/domain/approximate.js';
import { COMPLETE_HOME, completeDraft, givePhotos, hostActor, publishedListing } from './drafts.js';
import { ListingUnderTest } from './support.js';

const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

describe('the host side of listings', () => {
  let listing: ListingUnderTest;
  let nc: NatsConnection;

  const call = () => listing.client;

  /** Sends a raw envelope, as a client that skipped validation would, and returns the error. */
  async function rawError(subject: string, data: unknown, actor: Actor): Promise<ErrorBody> {
    const msg = await nc.request(
      `${listing.prefix}${subject}`,
      new TextEncoder().encode(JSON.stringify({ actor, deadline: Date.now() + 5000, data })),
      { timeout: 5000 },
    );
    const reply = RpcReplyEnvelope.parse(JSON.parse(new TextDecoder().decode(msg.data)));
    if (reply.ok) throw new Error(`expected an error from ${subject}`);
    return reply.error;
  }

  /** The outbox subjects for one listing, in order. */
  async function eventsOf(id: string): Promise<{ subject: string; data: unknown }[]> {
    const rows = await sql<{ subject: string; data: unknown }>`
      select subject, envelope->'data' as data from outbox
      where envelope->'data'->>'propertyId' = ${id}
         or envelope->'data'->'property'->>'id' = ${id}
      order by seq`.execute(listing.db);
    return rows.rows;
  }

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listinghost', { booking: true });
    nc = await connect({ servers: natsUrl() });
  });

  afterAll(async () => {
    await nc?.close();
    await listing?.stop();
  });

  it('creates a draft under the caller id; a retry returns it; a foreign id is a CONFLICT', async () => {
    const host = hostActor();
    const id = randomUUID();
    const draft = await call().call(
      ListingRpc.createListing,
      { id, listingType: 'experience' },
      { actor: host },
    );
    expect(draft).toMatchObject({
      id,
      hostId: host.userId,
      status: 'draft',
      listingType: 'experience',
      title: null,
      photos: [],
      publishedAt: null,
    });
    expect(draft.publishProblems.length).toBeGreaterThan(0);

    const again = await call().call(
      ListingRpc.createListing,
      { id, listingType: 'home' },
      { actor: host },
    );
    expect(again).toEqual(draft);

    const other = hostActor();
    const conflict = await errorOf(
      call().call(ListingRpc.createListing, { id, listingType: 'home' }, { actor: other }),
    );
    expect(conflict.code).toBe('CONFLICT');
    const kept = await call().call(ListingRpc.getListing, { id }, { actor: host });
    expect(kept).toEqual(draft);
    expect(await listing.count('properties', sql`id = ${id}`)).toBe(1);

    const anonymous = await errorOf(
      call().call(
        ListingRpc.createListing,
        { id: randomUUID(), listingType: null },
        {
          actor: ANONYMOUS,
        },
      ),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('saves draft steps, validating each field; NUL bytes are refused naming the field', async () => {
    const host = hostActor();
    const id = randomUUID();
    await call().call(ListingRpc.createListing, { id, listingType: null }, { actor: host });
    const saved = await call().call(
      ListingRpc.updateListing,
      { id, patch: { title: 'Casa en el cerro', amenities: ['pets-allowed'], price: 50_000 } },
      { actor: host },
    );
    expect(saved).toMatchObject({ title: 'Casa en el cerro', amenities: ['pets-allowed'] });
    expect(saved.updatedAt >= saved.createdAt).toBe(true);
    const pets = await sql<{ pets_allowed: boolean }>`
      select pets_allowed from properties where id = ${id}`.execute(listing.db);
    expect(pets.rows[0]?.pets_allowed).toBe(true);

    const subject = ListingRpc.updateListing.subject;
    const cases: [unknown, string][] = [
      [{ title: 'Casa\u0000 en el cerro' }, 'patch.title'],
      [{ description: 'Una casa\u0000' }, 'patch.description'],
      [{ price: 10 }, 'patch.price'],
      [{ maxGuests: 0 }, 'patch.maxGuests'],
      [{ checkInTime: '25:00' }, 'patch.checkInTime'],
      [{ amenities: ['castle'] }, 'patch.amenities.0'],
      [{ extraFees: [{ name: 'Aseo', amount: -1 }] }, 'patch.extraFees.0.amount'],
      [{ lat: 91 }, 'patch.lat'],
      [{ unknown: 1 }, 'patch.unknown'],
    ];
    for (const [patch, field] of cases) {
      const error = await rawError(subject, { id, patch }, host);
      expect(error.code, JSON.stringify(patch)).toBe('VALIDATION');
      expect(
        error.details?.fields?.map((f) => f.path),
        JSON.stringify(patch),
      ).toContain(field);
    }
    const unchanged = await call().call(ListingRpc.getListing, { id }, { actor: host });
    expect(unchanged.title).toBe('Casa en el cerro');
  });

  it('lists every problem in the way of publishing, and publishes once none is left', async () => {
    const host = hostActor();
    const id = randomUUID();
    await call().call(ListingRpc.createListing, { id, listingType: null }, { actor: host });
    const refused = await errorOf(call().call(ListingRpc.publishListing, { id }, { actor: host }));
    expect(refused.code).toBe('VALIDATION');
    expect(refused.message).toBe('This listing is not ready to publish');
    const problems = refused.details?.problems as PublishProblem[];
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        PUBLISH_MESSAGES.listingTypeRequired,
        PUBLISH_MESSAGES.categoryRequired,
        PUBLISH_MESSAGES.subcategoryRequired,
        PUBLISH_MESSAGES.photosRequired,
      ]),
    );

    await call().call(ListingRpc.updateListing, { id, patch: COMPLETE_HOME }, { actor: host });
    await givePhotos(listing, id, 4);
    const fourPhotos = await errorOf(
      call().call(ListingRpc.publishListing, { id }, { actor: host }),
    );
    expect((fourPhotos.details?.problems as PublishProblem[]).map((p) => p.code)).toEqual([
      'photosRequired',
    ]);
    expect(fourPhotos.details?.problems).toEqual([
      expect.objectContaining({ message: 'Please add at least 5 photos' }),
    ]);
    await givePhotos(listing, id, 5);
    const published = await call().call(ListingRpc.publishListing, { id }, { actor: host });
    expect(published).toMatchObject({ status: 'published', publishProblems: [] });
    expect(published.publishedAt).not.toBeNull();
  });

  it('a home is a stay type with highlights: no save puts it, or an hourly space, in the other tree', async () => {
    const host = hostActor();
    const id = randomUUID();
    await call().call(ListingRpc.createListing, { id, listingType: 'home' }, { actor: host });
    const underTree = await errorOf(
      call().call(
        ListingRpc.updateListing,
        { id, patch: { category: 'recreation', subcategory: 'house' } },
        { actor: host },
      ),
    );
    expect(underTree.code).toBe('VALIDATION');
    expect(underTree.details?.problems).toEqual([
      expect.objectContaining({ field: 'category', code: 'homeCategory' }),
    ]);
    const saved = await call().call(
      ListingRpc.updateListing,
      { id, patch: { category: 'stay', subcategory: 'cabin', highlights: ['lakefront'] } },
      { actor: host },
    );
    expect(saved).toMatchObject({ category: 'stay', subcategory: 'cabin' });
    expect(saved.publishProblems.filter((p) => p.step === 'basics')).toEqual([]);

    // Switching to per hour without choosing a tree category is refused too.
    const hourlyStay = await errorOf(
      call().call(
        ListingRpc.updateListing,
        { id, patch: { listingType: 'experience' } },
        { actor: host },
      ),
    );
    expect((hourlyStay.details?.problems as PublishProblem[]).map((p) => p.code)).toEqual([
      'hourlyCategory',
      'highlightsForHomesOnly',
    ]);
    const hourly = await call().call(
      ListingRpc.updateListing,
      {
        id,
        patch: {
          listingType: 'experience',
          category: 'wellness',
          subcategory: 'padel',
          highlights: [],
        },
      },
      { actor: host },
    );
    expect(hourly).toMatchObject({ listingType: 'experience', category: 'wellness' });
  });

  it('keeps the photos in their stored order everywhere, and a search hit counts them all', async () => {
    const host = hostActor();
    const draft = await completeDraft(listing, host);
    await givePhotos(listing, draft.id, 6);
    // A place no other test uses, so the radius finds this listing alone.
    await call().call(
      ListingRpc.updateListing,
      { id: draft.id, patch: { lat: -45.5712, lng: -72.0685, location: 'Coyhaique, Aysén' } },
      { actor: host },
    );
    const stored = (await call().call(ListingRpc.getListing, { id: draft.id }, { actor: host }))
      .photos;
    const order = stored.map((p) => p.id);
    expect(order).toHaveLength(6);
    await call().call(ListingRpc.publishListing, { id: draft.id }, { actor: host });

    const property = await call().call(
      ListingRpc.getProperty,
      { id: draft.id },
      { actor: ANONYMOUS },
    );
    expect(property.photos.map((p) => p.id)).toEqual(order);
    const mine = await call().call(ListingRpc.listMyListings, {}, { actor: host });
    expect(mine.items.find((l) => l.id === draft.id)).toMatchObject({
      cover: expect.objectContaining({ id: order[0] }),
      photoCount: 6,
    });
    const found = await call().call(
      ListingRpc.search,
      {
        listingType: 'home',
        area: { kind: 'radius', lat: -45.5712, lng: -72.0685, radiusKm: 5 },
      },
      { actor: ANONYMOUS },
    );
    const hit = found.items.find((h) => h.id === draft.id);
    expect(hit?.photos.map((p) => p.id)).toEqual(order.slice(0, 5));
    expect(hit?.photoCount).toBe(6);
  });

  it('runs the lifecycle publish → edit → unpublish → publish → delete, each with its events', async () => {
    const host = hostActor();
    const draft = await completeDraft(listing, host);
    const id = draft.id;
    expect(await eventsOf(id)).toEqual([]);

    const published = await call().call(ListingRpc.publishListing, { id }, { actor: host });
    const firstPublishedAt = published.publishedAt;
    let events = await eventsOf(id);
    expect(events.map((e) => e.subject)).toEqual([
      'evt.listing.property.published',
      'evt.listing.property.changed',
    ]);
    // The host published it: the notification service emails the host.
    expect(events[0]?.data).toMatchObject({ propertyId: id, by: 'host' });
    const changed = events[1]?.data as { property: { lat: number; status: string } };
    expect(changed.property.status).toBe('published');
    expect(changed.property).not.toHaveProperty('address');
    expect(changed.property.lat).not.toBe(COMPLETE_HOME.lat);

    // A published listing takes a complete edit (and announces it), refuses an incomplete one.
    await call().call(ListingRpc.updateListing, { id, patch: { price: 60_000 } }, { actor: host });
    const broken = await errorOf(
      call().call(ListingRpc.updateListing, { id, patch: { title: null } }, { actor: host }),
    );
    expect(broken.code).toBe('VALIDATION');
    expect(broken.details?.problems).toEqual([expect.objectContaining({ field: 'title' })]);
    events = await eventsOf(id);
    expect(events.map((e) => e.subject).at(-1)).toBe('evt.listing.property.changed');
    expect(events).toHaveLength(3);

    const unlisted = await call().call(ListingRpc.unpublishListing, { id }, { actor: host });
    expect(unlisted.status).toBe('unlisted');
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      subject: 'evt.listing.property.withdrawn',
      data: { propertyId: id, reason: 'unlisted' },
    });
    expect((await errorOf(call().call(ListingRpc.getProperty, { id }))).code).toBe('NOT_FOUND');
    expect((await call().call(ListingRpc.getProperty, { id }, { actor: host })).status).toBe(
      'unlisted',
    );

    const again = await call().call(ListingRpc.publishListing, { id }, { actor: host });
    expect(again.publishedAt).toBe(firstPublishedAt);
    events = await eventsOf(id);
    // Published once only: a second publish is a change, not a new listing.
    expect(events.filter((e) => e.subject === 'evt.listing.property.published')).toHaveLength(1);

    expect(await call().call(ListingRpc.deleteListing, { id }, { actor: host })).toEqual({
      ok: true,
    });
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      subject: 'evt.listing.property.withdrawn',
      data: { reason: 'deleted' },
    });
    for (const actor of [host, ADMIN, ANONYMOUS]) {
      expect((await errorOf(call().call(ListingRpc.getProperty, { id }, { actor }))).code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await errorOf(call().call(ListingRpc.getListing, { id }, { actor: host }))).code).toBe(
      'NOT_FOUND',
    );
    const mine = await call().call(ListingRpc.listMyListings, {}, { actor: host });
    expect(mine.items.map((i) => i.id)).not.toContain(id);
    const row = await sql<{ status: string; deleted: boolean }>`
      select status, deleted_at is not null as deleted from properties where id = ${id}`.execute(
      listing.db,
    );
    expect(row.rows[0]).toEqual({ status: 'unlisted', deleted: true });

    // The relay puts every event on the stream.
    await waitFor(
      async () => (await listing.count('outbox', sql`published_at is null`)) === 0,
      10_000,
    );
  });

  it("answers another host's listing exactly as an unknown id (NOT_FOUND), and changes nothing", async () => {
    const host = hostActor();
    const stranger = hostActor();
    const draft = await completeDraft(listing, host);
    const attempts = (id: string) => [
      () => call().call(ListingRpc.getListing, { id }, { actor: stranger }),
      () =>
        call().call(ListingRpc.updateListing, { id, patch: { title: 'Mío' } }, { actor: stranger }),
      () => call().call(ListingRpc.publishListing, { id }, { actor: stranger }),
      () => call().call(ListingRpc.unpublishListing, { id }, { actor: stranger }),
      () => call().call(ListingRpc.deleteListing, { id }, { actor: stranger }),
    ];
    const answers = async (id: string) => {
      const out: { code: string; message: string; details: unknown }[] = [];
      for (const attempt of attempts(id)) {
        const { code, message, details } = await errorOf(attempt());
        out.push({ code, message, details });
      }
      return out;
    };
    const theirs = await answers(draft.id);
    const unknown = await answers(randomUUID());
    expect(theirs.map((a) => a.code)).toEqual(Array(5).fill('NOT_FOUND'));
    // Code, message and details alike: nothing tells a real draft from a guess.
    expect(theirs).toEqual(unknown);
    // And on the wire too, for a client that reads the raw reply.
    const raw = await rawError(ListingRpc.getListing.subject, { id: draft.id }, stranger);
    expect(raw).toEqual(
      await rawError(ListingRpc.getListing.subject, { id: randomUUID() }, stranger),
    );

    for (const subject of ['getListing', 'publishListing', 'deleteListing'] as const) {
      const error = await errorOf(
        call().call(ListingRpc[subject], { id: draft.id }, { actor: ANONYMOUS }),
      );
      expect(error.code).toBe('UNAUTHENTICATED');
    }
    const after = await call().call(ListingRpc.getListing, { id: draft.id }, { actor: host });
    expect(after).toEqual(draft);

    // An admin may act on any listing.
    const viaAdmin = await call().call(
      ListingRpc.publishListing,
      { id: draft.id },
      { actor: ADMIN },
    );
    expect(viaAdmin.status).toBe('published');
    expect(viaAdmin.hostId).toBe(host.userId);

    // Published does not change the host-side answer: it is still not the stranger's to manage.
    expect(await answers(draft.id)).toEqual(unknown);
  });

  it('keeps drafts away from everyone else, in get and in list', async () => {
    const host = hostActor();
    const incomplete = randomUUID();
    await call().call(
      ListingRpc.createListing,
      { id: incomplete, listingType: 'home' },
      {
        actor: host,
      },
    );
    const complete = await completeDraft(listing, host);
    const live = await publishedListing(listing, host);

    const get = (id: string, actor: Actor) =>
      call().call(ListingRpc.getProperty, { id }, { actor });
    for (const actor of [ANONYMOUS, hostActor()]) {
      expect((await errorOf(get(complete.id, actor))).code).toBe('NOT_FOUND');
      expect((await errorOf(get(incomplete, actor))).code).toBe('NOT_FOUND');
    }
    // The host previews a complete draft; an incomplete one has no guest page yet.
    expect((await get(complete.id, host)).status).toBe('draft');
    expect((await get(complete.id, ADMIN)).status).toBe('draft');
    expect((await errorOf(get(incomplete, host))).code).toBe('NOT_FOUND');

    const all = await listing.listAll();
    expect(all.map((p) => p.id)).toContain(live.id);
    expect(all.map((p) => p.id)).not.toContain(complete.id);
    const ofHost = await call().call(ListingRpc.listProperties, { hostId: host.userId ?? '' });
    expect(ofHost.items.map((p) => p.id)).toEqual([live.id]);
    expect(ofHost.total).toBe(1);
    const ofNobody = await call().call(ListingRpc.listProperties, { hostId: randomUUID() });
    expect(ofNobody).toEqual({ items: [], nextCursor: null, total: 0 });

    const mine = await call().call(ListingRpc.listMyListings, {}, { actor: host });
    expect(mine.items.map((i) => i.id)).toEqual([live.id, complete.id, incomplete]);
    expect(mine.items[0]).toMatchObject({ status: 'published', problemCount: 0, photoCount: 5 });
    expect(mine.items[2]).toMatchObject({ status: 'draft', cover: null });
    expect(mine.items[2]?.problemCount).toBeGreaterThan(0);
    const strangers = await call().call(ListingRpc.listMyListings, {}, { actor: hostActor() });
    expect(strangers.items).toEqual([]);
  });

  it('shows guests an approximate point that differs from the pin but stays within 1 km', async () => {
    const host = hostActor();
    const live = await publishedListing(listing, host);
    const property = await call().call(ListingRpc.getProperty, { id: live.id });
    const pin = { lat: live.lat ?? 0, lng: live.lng ?? 0 };
    expect({ lat: property.lat, lng: property.lng }).not.toEqual(pin);
    expect(distanceMetres(property, pin)).toBeGreaterThan(50);
    expect(distanceMetres(property, pin)).toBeLessThan(1000);
    const again = await call().call(ListingRpc.getProperty, { id: live.id });
    expect([again.lat, again.lng]).toEqual([property.lat, property.lng]);
    const [summary] = (await call().call(ListingRpc.listProperties, { hostId: host.userId ?? '' }))
      .items;
    expect([summary?.lat, summary?.lng]).toEqual([property.lat, property.lng]);
    expect(property).not.toHaveProperty('address');
    expect(property).not.toHaveProperty('hostInstructions');
  });
});
