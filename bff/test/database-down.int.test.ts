import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { startListingService } from '@arrendo/listing/testing';
import { buildTestApp } from './helper.js';
import { startTcpProxy, viaProxy } from './tcp-proxy.js';

/** A service that is up, but whose Postgres has gone away, is a missing dependency: 503. */
describe('a service whose database is unreachable', () => {
  const prefix = uniquePrefix();
  const mediaDir = mkdtempSync(join(tmpdir(), 'arrendo-media-'));
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let listing: RunningService<unknown>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('bff_dbdown');
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    listing = (await startListingService(
      testEnv({ databaseUrl: viaProxy(database.url, proxy.port), prefix, MEDIA_DIR: mediaDir }),
    )) as unknown as RunningService<unknown>;
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
  });

  afterAll(async () => {
    await app?.close();
    await listing?.stop();
    await database?.drop();
    await deleteStreams(prefix);
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('answers normally while the database is there', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/properties' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 503 UNAVAILABLE in the JSON error shape once it is gone', async () => {
    await proxy.cut();
    for (const url of ['/api/properties', `/api/properties/${randomUUID()}`]) {
      // Twice: once on the pooled connections that were cut, once on refused new ones.
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) },
        });
      }
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.listing).toMatchObject({ status: 'down' });
  });
});
