import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PHOTO_LIMITS, PhotosResponse, type StoredPhoto } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { client, CSRF, signUp, type Client, type Jar } from './browser.js';
import { avif, jpeg, png, pngBomb, TEXT_FILE, webp } from './images.js';
import { startListingPhotos } from './listing-photos-service.js';
import { startS3Stub } from './s3-stub.js';

/**
 * Photo uploads through HTTP: the real BFF (multipart, sharp, the local media folder), the real
 * identity service for sessions and the listing service's photo subjects.
 */

const prefix = uniquePrefix();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let listing: Awaited<ReturnType<typeof startListingPhotos>>;
let app: FastifyInstance;
let browser: Client;
let mediaDir: string;
let host: Jar;
let hostId: string;
let stranger: Jar;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

function multipart(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arrendo${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.filename ?? 'casa.jpg'}"\r\nContent-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  listingId: string,
  file: Buffer,
  jar: Jar,
  options: Parameters<typeof multipart>[1] = {},
) {
  const { payload, headers } = multipart(file, options);
  return app.inject({
    method: 'POST',
    url: `/api/host/listings/${listingId}/photos`,
    payload,
    headers: { ...CSRF, ...headers },
    cookies: jar,
  });
}

beforeAll(async () => {
  identity = await startIdentity(prefix);
  listing = await startListingPhotos(prefix);
  mediaDir = mkdtempSync(join(tmpdir(), 'arrendo-photos-'));
  app = await buildTestApp({
    NATS_SUBJECT_PREFIX: prefix,
    MEDIA_DIR: mediaDir,
    WEB_DIST_DIR: '/nonexistent/web/dist',
  });
  browser = client(app);
  host = await signUp(browser, identity.codeFor, 'photo-host@example.com');
  stranger = await signUp(browser, identity.codeFor, 'photo-stranger@example.com');
  hostId = (JSON.parse((await browser.get('/api/me', host)).body) as { user: { id: string } }).user
    .id;
});

afterAll(async () => {
  await app?.close();
  await listing?.stop();
  await identity?.stop();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST /api/host/listings/:id/photos', () => {
  it('takes five photos of every accepted type, stores WebP renditions without EXIF, and serves them', async () => {
    const id = await listing.draft(hostId);
    const files = [
      await jpeg(2000, 1333, { gps: true }),
      await png(1200, 900),
      await webp(800, 800),
      await avif(1100, 700),
      await jpeg(640, 480),
    ];
    let photos: PhotosResponse['photos'] = [];
    for (const [i, file] of files.entries()) {
      const res = await upload(id, file, host, {
        filename: `photo-${i}.bin`,
        contentType: 'application/octet-stream',
      });
      expect(res.statusCode, res.body).toBe(201);
      photos = PhotosResponse.parse(JSON.parse(res.body)).photos;
      expect(photos).toHaveLength(i + 1);
    }
    const [first] = photos as [PhotosResponse['photos'][number]];
    expect(first.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    expect([first.width, first.height]).toEqual([1600, 1066]);
    expect(first.url).toBe(first.variants[2]!.url);
    expect(first.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photos[4]!.variants.map((v) => v.width)).toEqual([320, 640]);

    const stored = await listing.photosOf(id);
    expect(filesIn(mediaDir)).toEqual(stored.flatMap((p) => p.keys).sort());
    const served = await app.inject({ method: 'GET', url: first.variants[3]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
  });

  it('refuses each bad upload with its reason and leaves nothing in the media folder', async () => {
    const id = await listing.draft(hostId);
    const before = filesIn(mediaDir);
    const oversize = Buffer.concat([await jpeg(800, 600), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const cases: [string, Buffer, string][] = [
      ['a renamed text file', TEXT_FILE, 'unsupported_type'],
      ['an oversize file', oversize, 'too_large'],
      ['a decompression bomb', pngBomb(30_000), 'too_many_pixels'],
      ['a tiny image', await png(100, 100), 'too_small'],
      ['a damaged JPEG', (await jpeg(900, 700)).subarray(0, 3000), 'unreadable'],
    ];
    for (const [what, file, reason] of cases) {
      const res = await upload(id, file, host, {
        filename: 'beach.jpg',
        contentType: 'image/jpeg',
      });
      expect(res.statusCode, what).toBe(400);
      const body = JSON.parse(res.body) as {
        error: { code: string; message: string; details: { reason: string } };
      };
      expect(body.error.code, what).toBe('VALIDATION');
      expect(body.error.details.reason, what).toBe(reason);
      expect(body.error.message.length, what).toBeGreaterThan(20);
    }
    expect(filesIn(mediaDir)).toEqual(before);
    expect(await listing.photosOf(id)).toEqual([]);
  });

  it('answers 400, never 500, for requests that are not one photo file', async () => {
    const id = await listing.draft(hostId);
    const before = filesIn(mediaDir);
    const wrongField = await upload(id, await jpeg(800, 600), host, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/api/host/listings/${id}/photos`,
      payload: { photo: 'x' },
      headers: CSRF,
      cookies: host,
    });
    expect(json.statusCode).toBe(400);
    const boundary = 'xyz';
    const truncated = await app.inject({
      method: 'POST',
      url: `/api/host/listings/${id}/photos`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`,
      headers: { ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: host,
    });
    expect(truncated.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/host/listings/${id}/photos`,
      payload: `--${boundary}--\r\n`,
      headers: { ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: host,
    });
    expect(empty.statusCode).toBe(400);
    expect(filesIn(mediaDir)).toEqual(before);
  });

  it("answers another host's listing as a guessed id (404, same body), a visitor 401, storing nothing", async () => {
    const id = await listing.draft(hostId);
    const before = filesIn(mediaDir);
    const photo = await jpeg(900, 600);
    const theirs = await upload(id, photo, stranger);
    const guessed = await upload(randomUUID(), photo, stranger);
    expect(theirs.statusCode).toBe(404);
    expect([guessed.statusCode, guessed.json()]).toEqual([theirs.statusCode, theirs.json()]);
    expect((await upload(randomUUID(), photo, host)).statusCode).toBe(404);
    expect((await upload(id, photo, {})).statusCode).toBe(401);
    expect(filesIn(mediaDir)).toEqual(before);
    expect(await listing.photosOf(id)).toEqual([]);
  });

  it('answers a refusal over a real connection while the browser is still sending a large file', async () => {
    const id = await listing.draft(hostId);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, headers } = multipart(
      Buffer.concat([await jpeg(800, 600), Buffer.alloc(8 * 1024 * 1024, 7)]),
    );
    const cookie = Object.entries(stranger)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await fetch(`${address}/api/host/listings/${id}/photos`, {
      method: 'POST',
      body: payload,
      headers: { ...CSRF, ...headers, cookie },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('deletes the stored files when attaching fails (two uploads racing for the last place)', async () => {
    const existing: StoredPhoto[] = Array.from({ length: PHOTO_LIMITS.maxPerListing - 1 }, () => ({
      id: randomUUID(),
      url: '/media/demo.svg',
      width: 1200,
      height: 800,
      variants: [],
      placeholder: null,
      keys: [],
    }));
    const id = await listing.draft(hostId, existing);
    const before = filesIn(mediaDir);
    const photo = await jpeg(900, 600);
    const results = await Promise.all([upload(id, photo, host), upload(id, photo, host)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const added = (await listing.photosOf(id)).slice(existing.length);
    expect(added).toHaveLength(1);
    expect(filesIn(mediaDir)).toEqual([...before, ...added[0]!.keys].sort());
  });
});

describe('reorder and delete', () => {
  it('reorders, deletes a photo and its files, and refuses strangers', async () => {
    const id = await listing.draft(hostId);
    for (let i = 0; i < 3; i++)
      expect((await upload(id, await png(700 + i * 10, 500), host)).statusCode).toBe(201);
    const stored = await listing.photosOf(id);
    const ids = stored.map((p) => p.id);
    const reversed = [...ids].reverse();

    const strangerOrder = await browser.send(
      'PUT',
      `/api/host/listings/${id}/photos/order`,
      { photoIds: reversed },
      stranger,
    );
    expect(strangerOrder.statusCode).toBe(404);
    const stale = await browser.send(
      'PUT',
      `/api/host/listings/${id}/photos/order`,
      { photoIds: ids.slice(1) },
      host,
    );
    expect(stale.statusCode).toBe(400);
    const order = await browser.send(
      'PUT',
      `/api/host/listings/${id}/photos/order`,
      { photoIds: reversed },
      host,
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(PhotosResponse.parse(JSON.parse(order.body)).photos.map((p) => p.id)).toEqual(reversed);

    const gone = stored[1]!;
    const strangerDelete = await browser.send(
      'DELETE',
      `/api/host/listings/${id}/photos/${gone.id}`,
      {},
      stranger,
    );
    expect(strangerDelete.statusCode).toBe(404);
    for (const key of gone.keys) expect(filesIn(mediaDir)).toContain(key);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/host/listings/${id}/photos/${gone.id}`,
      headers: CSRF,
      cookies: host,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(PhotosResponse.parse(JSON.parse(removed.body)).photos.map((p) => p.id)).toEqual([
      ids[2],
      ids[0],
    ]);
    for (const key of gone.keys) expect(filesIn(mediaDir)).not.toContain(key);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/host/listings/${id}/photos/${gone.id}`,
      headers: CSRF,
      cookies: host,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('with S3_BUCKET set', () => {
  it('stores the renditions in the bucket, links to it, lets the CSP load them, and deletes them there', async () => {
    const stub = await startS3Stub();
    const s3App = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      MEDIA_DIR: mediaDir,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      S3_BUCKET: stub.bucket,
      S3_ENDPOINT: stub.endpoint,
      S3_REGION: stub.region,
      S3_ACCESS_KEY_ID: stub.accessKeyId,
      S3_SECRET_ACCESS_KEY: stub.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const id = await listing.draft(hostId);
      const before = filesIn(mediaDir);
      const { payload, headers } = multipart(await jpeg(1100, 800, { gps: true }));
      const res = await s3App.inject({
        method: 'POST',
        url: `/api/host/listings/${id}/photos`,
        payload,
        headers: { ...CSRF, ...headers },
        cookies: host,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(String(res.headers['content-security-policy'])).toMatch(
        new RegExp(`img-src [^;]*${stub.endpoint.replace(/[.:/]/g, '\\$&')}`),
      );
      const [photo] = PhotosResponse.parse(JSON.parse(res.body)).photos;
      const [stored] = await listing.photosOf(id);
      expect([...stub.objects.keys()].sort()).toEqual([...stored!.keys].sort());
      expect(photo!.url.startsWith(`${stub.endpoint}/${stub.bucket}/listings/${id}/`)).toBe(true);
      const fetched = await fetch(photo!.variants[0]!.url);
      expect(
        (await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).exif,
      ).toBeUndefined();
      expect(filesIn(mediaDir)).toEqual(before);

      const removed = await s3App.inject({
        method: 'DELETE',
        url: `/api/host/listings/${id}/photos/${photo!.id}`,
        headers: CSRF,
        cookies: host,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(stub.objects.size).toBe(0);
    } finally {
      await s3App.close();
      await stub.close();
    }
  });
});
