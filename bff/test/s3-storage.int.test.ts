import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { loadBffEnv } from '../src/env.js';
import { cspDirectives } from '../src/plugins/external/helmet.js';
import { createStorage } from '../src/storage/index.js';
import { LocalStorage } from '../src/storage/local-storage.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import { startS3Stub, type S3Stub } from './s3-stub.js';

/**
 * The S3 adapter, through the real AWS SDK, against a local server that speaks S3 and checks
 * each request's SigV4 signature (no network, no credentials).
 */

let stub: S3Stub;

beforeAll(async () => {
  stub = await startS3Stub();
});
afterAll(async () => {
  await stub?.close();
});

function envFor(overrides: Record<string, string> = {}) {
  return loadBffEnv(
    {
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      S3_BUCKET: stub.bucket,
      S3_ENDPOINT: stub.endpoint,
      S3_REGION: stub.region,
      S3_ACCESS_KEY_ID: stub.accessKeyId,
      S3_SECRET_ACCESS_KEY: stub.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    },
    () => undefined,
  );
}

describe('S3 storage', () => {
  it('is chosen when S3_BUCKET is set, and the local folder otherwise', () => {
    expect(createStorage(envFor())).toBeInstanceOf(S3Storage);
    const { S3_BUCKET: _unused, ...withoutBucket } = envFor();
    expect(createStorage({ ...withoutBucket, S3_BUCKET: undefined })).toBeInstanceOf(LocalStorage);
  });

  it('puts signed objects with their type and an immutable cache header, readable at the public URL', async () => {
    const storage = createStorage(envFor());
    const bytes = Buffer.from('RIFF....WEBPVP8 fake rendition bytes');
    const key =
      'listings/0b8f5a55-5b1a-4a55-9d7e-2f3b4c5d6e7f/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/640.webp';
    await storage.put(key, bytes, 'image/webp');

    const stored = stub.objects.get(key);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(stub.requests.at(-1)).toMatchObject({ method: 'PUT', signed: true });

    const url = storage.publicUrl(key);
    expect(url).toBe(`${stub.endpoint}/${stub.bucket}/${key}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes many keys in one signed request; missing keys are fine', async () => {
    const storage = createStorage(envFor());
    const keys = ['listings/a/b/320.webp', 'listings/a/b/640.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    const before = stub.requests.length;
    await storage.delete([...keys, 'listings/a/b/never-there.webp']);
    expect(stub.requests.slice(before)).toEqual([
      expect.objectContaining({ method: 'POST', signed: true }),
    ]);
    for (const key of keys) expect(stub.objects.has(key)).toBe(false);
  });

  it('uses S3_PUBLIC_URL (a CDN) for browser URLs, and lets the CSP load images from it', () => {
    const env = envFor({ S3_PUBLIC_URL: 'https://cdn.example.test/media/' });
    expect(createStorage(env).publicUrl('listings/a/b/320.webp')).toBe(
      'https://cdn.example.test/media/listings/a/b/320.webp',
    );
    expect(cspDirectives(env).imgSrc).toContain('https://cdn.example.test');
    expect(cspDirectives(envFor()).imgSrc).toContain(stub.endpoint);
    const { S3_BUCKET: _unused, ...local } = env;
    expect(cspDirectives({ ...local, S3_BUCKET: undefined }).imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('answers UNAVAILABLE (503) when the bucket refuses the credentials', async () => {
    const storage = createStorage(
      envFor({ S3_SECRET_ACCESS_KEY: 'the-wrong-secret-entirely-000000000000' }),
    );
    const error = await errorOf(
      storage.put('listings/a/c/320.webp', Buffer.from('x'), 'image/webp'),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('UNAVAILABLE');
    expect(stub.objects.has('listings/a/c/320.webp')).toBe(false);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'PUT', signed: false });
  });

  it('answers UNAVAILABLE when the bucket cannot be reached', async () => {
    // A port nothing listens on: refused at once.
    const storage = createStorage(envFor({ S3_ENDPOINT: 'http://127.0.0.1:9' }));
    const error = await errorOf(
      storage.put('listings/a/d/320.webp', Buffer.from('x'), 'image/webp'),
    );
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('refuses a key that would climb out of its folder before sending anything', async () => {
    const storage = createStorage(envFor());
    const before = stub.requests.length;
    await expect(
      storage.put('listings/../../etc/passwd', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow(/Unsafe storage key/);
    expect(stub.requests.length).toBe(before);
  });

  it('needs both halves of the key pair, or neither', () => {
    expect(() => envFor({ S3_SECRET_ACCESS_KEY: '' })).toThrow();
    expect(() =>
      loadBffEnv(
        { NODE_ENV: 'test', S3_BUCKET: 'b-u-c', S3_ACCESS_KEY_ID: 'AKIA' },
        () => undefined,
      ),
    ).toThrow(/set both or neither/);
  });
});
