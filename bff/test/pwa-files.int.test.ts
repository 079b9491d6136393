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
    copyFileSync(join(repoRoot, 'web/public/favicon.ico'), join(dist, 'favicon.ico'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/x.js"}}');
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

  // Browsers ask for /favicon.ico on their own wherever a document names no icon (robots.txt, a
  // JSON answer): a 404 there is a console error on every such visit.
  it('serves /favicon.ico as an icon file holding the logo mark in three sizes', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then the count of images.
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => body.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    // Each entry points at a PNG inside the file.
    for (let i = 0; i < 3; i++) {
      const offset = body.readUInt32LE(6 + 16 * i + 12);
      expect(body.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
  });

  it("keeps the build's own files private: dist/.vite/manifest.json is not served", async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('lets the manifest load under the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });
});
