import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import { repoRoot } from '../src/env.js';
import { buildTestApp } from './helper.js';

/** How the BFF serves the installable app's files: the manifest, its icons and the worker. */
describe('web app manifest and service worker', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'arrendo-pwa-web-'));
    mkdirSync(join(dist, 'icons'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(join(dist, 'sw.js'), "self.addEventListener('fetch', () => undefined);\n");
    copyFileSync(
      join(repoRoot, 'web/public/manifest.webmanifest'),
      join(dist, 'manifest.webmanifest'),
    );
    copyFileSync(join(repoRoot, 'web/public/icons/icon-192.png'), join(dist, 'icons/icon-192.png'));
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: uniquePrefix(), WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('serves /sw.js for the whole origin, always revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the manifest as application/manifest+json and its icons as PNG', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'Arrendo', start_url: '/', display: 'standalone' });
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('lets the manifest load under the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });
});
