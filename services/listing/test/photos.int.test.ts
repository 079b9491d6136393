import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import {
  ListingEvents,
  ListingPhotoRpc,
  PHOTO_LIMITS,
  type Actor,
  type StoredPhoto,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  errorOf,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { envSchema, type ListingEnv } from '../src/env.js';
import { registerPhotoHandlers } from '../src/photo-handlers.js';

/**
 * The photo subjects against the real Postgres and NATS. Listings are inserted as rows (the
 * other listing subjects are written elsewhere), and only the photo handlers are served.
 */

const prefix = uniquePrefix();
let database: TestDatabase;
let running: RunningService<DB, ListingEnv>;
let db: Kysely<DB>;

beforeAll(async () => {
  database = await createTestDatabase('listing_photos');
  running = await startService({
    name: 'listing',
    migrations,
    envSchema,
    register: registerPhotoHandlers,
    overrides: { env: testEnv({ databaseUrl: database.url, prefix }) },
  });
  db = running.ctx.db;
});

afterAll(async () => {
  await waitFor(async () => (await unpublishedEvents()) === 0, 10_000).catch(() => undefined);
  await running?.stop();
  await deleteStreams(prefix);
  await database?.drop();
});

async function unpublishedEvents(): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from outbox where published_at is null`.execute(db);
  return r.rows[0]?.n ?? 0;
}

const hostOf = (userId: string): Actor => ({ userId, roles: [] });
const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };
const STRANGER: Actor = { userId: randomUUID(), roles: [] };
const NOBODY: Actor = { userId: null, roles: [] };

function photo(propertyId: string): StoredPhoto {
  const id = randomUUID();
  const key = (w: number) => `listings/${propertyId}/${id}/${w}.webp`;
  return {
    id,
    url: `/media/${key(640)}`,
    width: 640,
    height: 427,
    variants: [320, 640].map((width) => ({ url: `/media/${key(width)}`, width })),
    placeholder: 'data:image/webp;base64,AAAA',
    keys: [key(320), key(640)],
  };
}

interface Made {
  id: string;
  host: Actor;
  photos: StoredPhoto[];
}

/** A listing as a row: a draft needs only its id, host and status; a published one is complete. */
async function makeListing(
  options: { status?: 'draft' | 'published'; photos?: number; deleted?: boolean } = {},
): Promise<Made> {
  const id = randomUUID();
  const hostId = randomUUID();
  const photos = Array.from({ length: options.photos ?? 0 }, () => photo(id));
  const base = {
    id,
    host_id: hostId,
    status: options.status ?? 'draft',
    photos: JSON.stringify(photos),
    ...(options.deleted ? { deleted_at: new Date() } : {}),
  };
  if (options.status === 'published') {
    await db
      .insertInto('properties')
      .values({
        ...base,
        title: 'Depto con vista al cerro',
        description: 'Luminoso, cerca del metro.',
        listing_type: 'home',
        category: 'stay',
        subcategory: 'apartment',
        location: 'Providencia, Santiago',
        city: 'Santiago',
        region: 'Región Metropolitana',
        address: 'Av. Providencia 1234',
        lat: -33.4263,
        lng: -70.61,
        price_amount: 45_000,
        max_guests: 2,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        check_in_time: '15:00',
        check_out_time: '11:00',
        amenities: ['wifi'],
        refund_policy: 'moderate',
        instant_book: false,
        published_at: new Date(),
      })
      .execute();
  } else {
    await db.insertInto('properties').values(base).execute();
  }
  return { id, host: hostOf(hostId), photos };
}

async function storedPhotos(id: string): Promise<StoredPhoto[]> {
  const row = await db
    .selectFrom('properties')
    .select('photos')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.photos;
}

async function changeEvents(propertyId: string) {
  const r = await sql<{
    envelope: { data: { property: { id: string; photos: { id: string }[] } } };
  }>`
    select envelope from outbox where subject = ${ListingEvents.PROPERTY_CHANGED.subject}
      and envelope->'data'->'property'->>'id' = ${propertyId} order by seq`.execute(db);
  return r.rows.map((row) => row.envelope.data);
}

const call = <D extends (typeof ListingPhotoRpc)[keyof typeof ListingPhotoRpc]>(
  def: D,
  data: Parameters<RunningService<DB, ListingEnv>['ctx']['client']['call']>[1] & object,
  actor: Actor,
) => running.ctx.client.call(def, data as never, { actor });

describe('who may change photos', () => {
  it('lets the host and an admin prepare an upload', async () => {
    const listing = await makeListing();
    for (const actor of [listing.host, ADMIN]) {
      const reply = await running.ctx.client.call(
        ListingPhotoRpc.prepare,
        { propertyId: listing.id },
        { actor },
      );
      expect(reply.keyPrefix).toBe(`listings/${listing.id}/${reply.photoId}`);
    }
  });

  it("answers another user's listing exactly as an unknown id (NOT_FOUND) for every photo subject, and changes nothing", async () => {
    const listing = await makeListing({ photos: 2 });
    const [a, b] = listing.photos.map((p) => p.id) as [string, string];
    const attempts = (propertyId: string, actor: Actor) => [
      () => call(ListingPhotoRpc.prepare, { propertyId }, actor),
      () => call(ListingPhotoRpc.attach, { propertyId, photo: photo(propertyId) }, actor),
      () => call(ListingPhotoRpc.reorder, { propertyId, photoIds: [b, a] }, actor),
      () => call(ListingPhotoRpc.remove, { propertyId, photoId: a }, actor),
    ];
    const answers = async (propertyId: string, actor: Actor) => {
      const out: { code: string; message: string; details: unknown }[] = [];
      for (const attempt of attempts(propertyId, actor)) {
        const { code, message, details } = await errorOf(attempt());
        out.push({ code, message, details });
      }
      return out;
    };
    for (const actor of [STRANGER, NOBODY]) {
      const theirs = await answers(listing.id, actor);
      expect(theirs.map((x) => x.code)).toEqual(Array(4).fill('NOT_FOUND'));
      expect(theirs).toEqual(await answers(randomUUID(), actor));
    }
    expect((await storedPhotos(listing.id)).map((p) => p.id)).toEqual([a, b]);
  });

  it('answers NOT_FOUND for a guessed id and for a deleted listing, whoever asks', async () => {
    const deleted = await makeListing({ deleted: true, photos: 1 });
    for (const [id, actor] of [
      [randomUUID(), STRANGER],
      [randomUUID(), ADMIN],
      [deleted.id, deleted.host],
      [deleted.id, ADMIN],
    ] as const) {
      expect((await errorOf(call(ListingPhotoRpc.prepare, { propertyId: id }, actor))).code).toBe(
        'NOT_FOUND',
      );
      expect(
        (await errorOf(call(ListingPhotoRpc.attach, { propertyId: id, photo: photo(id) }, actor)))
          .code,
      ).toBe('NOT_FOUND');
    }
  });
});

describe('attach', () => {
  it('appends in upload order and answers the public photos (no storage keys)', async () => {
    const listing = await makeListing();
    const first = photo(listing.id);
    const second = photo(listing.id);
    await running.ctx.client.call(
      ListingPhotoRpc.attach,
      { propertyId: listing.id, photo: first },
      { actor: listing.host },
    );
    const reply = await running.ctx.client.call(
      ListingPhotoRpc.attach,
      { propertyId: listing.id, photo: second },
      { actor: listing.host },
    );
    expect(reply.photos.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(reply.photos[0]).not.toHaveProperty('keys');
    expect(await storedPhotos(listing.id)).toEqual([first, second]);
    // A draft is not on the market: search is told nothing.
    expect(await changeEvents(listing.id)).toEqual([]);
  });

  it("refuses storage keys outside the listing's own folder", async () => {
    const listing = await makeListing();
    const other = await makeListing();
    const foreign = { ...photo(listing.id), keys: [`listings/${other.id}/x/320.webp`] };
    const error = await errorOf(
      call(ListingPhotoRpc.attach, { propertyId: listing.id, photo: foreign }, listing.host),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields?.[0]?.path).toBe('photo.keys');
    expect(await storedPhotos(listing.id)).toEqual([]);
  });

  it(`stops at ${PHOTO_LIMITS.maxPerListing} photos, in prepare and again in attach`, async () => {
    const listing = await makeListing({ photos: PHOTO_LIMITS.maxPerListing });
    const prepared = await errorOf(
      call(ListingPhotoRpc.prepare, { propertyId: listing.id }, listing.host),
    );
    expect(prepared.code).toBe('VALIDATION');
    expect(prepared.details?.reason).toBe('too_many_photos');
    expect(prepared.message).toContain(String(PHOTO_LIMITS.maxPerListing));
    const attached = await errorOf(
      call(
        ListingPhotoRpc.attach,
        { propertyId: listing.id, photo: photo(listing.id) },
        listing.host,
      ),
    );
    expect(attached.details?.reason).toBe('too_many_photos');
    expect(await storedPhotos(listing.id)).toHaveLength(PHOTO_LIMITS.maxPerListing);
  });

  it('keeps the limit when uploads race for the last place', async () => {
    const listing = await makeListing({ photos: PHOTO_LIMITS.maxPerListing - 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        running.ctx.client.call(
          ListingPhotoRpc.attach,
          { propertyId: listing.id, photo: photo(listing.id) },
          { actor: listing.host },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await storedPhotos(listing.id)).toHaveLength(PHOTO_LIMITS.maxPerListing);
  });
});

describe('reorder', () => {
  it('takes exactly the current photos, in any order; the first becomes the cover', async () => {
    const listing = await makeListing({ photos: 3 });
    const [a, b, c] = listing.photos.map((p) => p.id) as [string, string, string];
    const reply = await running.ctx.client.call(
      ListingPhotoRpc.reorder,
      { propertyId: listing.id, photoIds: [c, a, b] },
      { actor: listing.host },
    );
    expect(reply.photos.map((p) => p.id)).toEqual([c, a, b]);
    expect((await storedPhotos(listing.id)).map((p) => p.id)).toEqual([c, a, b]);
  });

  it('refuses a stale, partial, repeated or foreign list', async () => {
    const listing = await makeListing({ photos: 3 });
    const [a, b, c] = listing.photos.map((p) => p.id) as [string, string, string];
    for (const photoIds of [
      [a, b],
      [a, b, c, randomUUID()],
      [a, a, b],
      [a, b, randomUUID()],
    ]) {
      const error = await errorOf(
        call(ListingPhotoRpc.reorder, { propertyId: listing.id, photoIds }, listing.host),
      );
      expect(error.code).toBe('VALIDATION');
      expect(error.details?.fields?.[0]?.path).toBe('photoIds');
    }
    expect((await storedPhotos(listing.id)).map((p) => p.id)).toEqual([a, b, c]);
  });
});

describe('remove', () => {
  it('removes one photo and answers its storage keys; a draft may go down to none', async () => {
    const listing = await makeListing({ photos: 1 });
    const [only] = listing.photos as [StoredPhoto];
    const reply = await running.ctx.client.call(
      ListingPhotoRpc.remove,
      { propertyId: listing.id, photoId: only.id },
      { actor: listing.host },
    );
    expect(reply).toEqual({ photos: [], removedKeys: only.keys });
    expect(await storedPhotos(listing.id)).toEqual([]);
    const again = await errorOf(
      call(ListingPhotoRpc.remove, { propertyId: listing.id, photoId: only.id }, listing.host),
    );
    expect(again.code).toBe('NOT_FOUND');
  });

  it(`keeps a published listing at ${PHOTO_LIMITS.minForPublish} photos or more`, async () => {
    const listing = await makeListing({ status: 'published', photos: PHOTO_LIMITS.minForPublish });
    const error = await errorOf(
      call(
        ListingPhotoRpc.remove,
        { propertyId: listing.id, photoId: listing.photos[0]!.id },
        listing.host,
      ),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain(`at least ${PHOTO_LIMITS.minForPublish} photos`);
    expect(error.details?.fields?.[0]?.path).toBe('photoId');
    expect(await storedPhotos(listing.id)).toHaveLength(PHOTO_LIMITS.minForPublish);
    // An admin is held to the same rule.
    expect(
      (
        await errorOf(
          call(
            ListingPhotoRpc.remove,
            { propertyId: listing.id, photoId: listing.photos[0]!.id },
            ADMIN,
          ),
        )
      ).code,
    ).toBe('VALIDATION');
  });
});

describe('published listings', () => {
  it('tell search about every photo change through the outbox', async () => {
    const listing = await makeListing({
      status: 'published',
      photos: PHOTO_LIMITS.minForPublish + 1,
    });
    const ids = listing.photos.map((p) => p.id);
    const removed = ids[0]!;
    await running.ctx.client.call(
      ListingPhotoRpc.remove,
      { propertyId: listing.id, photoId: removed },
      { actor: listing.host },
    );
    const reordered = ids.slice(1).reverse();
    await running.ctx.client.call(
      ListingPhotoRpc.reorder,
      { propertyId: listing.id, photoIds: reordered },
      { actor: listing.host },
    );
    const added = photo(listing.id);
    await running.ctx.client.call(
      ListingPhotoRpc.attach,
      { propertyId: listing.id, photo: added },
      { actor: listing.host },
    );

    const events = await changeEvents(listing.id);
    expect(events.map((e) => e.property.photos.map((p) => p.id))).toEqual([
      ids.slice(1),
      reordered,
      [...reordered, added.id],
    ]);
    expect(JSON.stringify(events)).not.toContain('"keys"');
  });
});
