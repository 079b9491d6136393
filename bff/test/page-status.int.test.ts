import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp, createWebDist } from './helper.js';

/**
 * A stand-in for web/dist-server/entry-server.js whose `pageStatus` answers as the app's router
 * would (web/src/features/shell/page-status.ts is tested against the real routes): 404 for
 * `/gone…`, a failure or a slow answer on cue, and a count of the checks it was asked for.
 */
const ENTRY = `
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const FIRST_SCREEN_BOOT_SCRIPT = 'window.__boot=1';
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
export function configureFirstScreen() {}
export async function renderFirstScreen() { return null; }
export const asked = [];
export async function pageStatus(request) {
  const url = new URL(request.url, 'http://x');
  asked.push(url.pathname);
  if (url.pathname.startsWith('/fail')) throw new Error('router failed');
  if (url.pathname.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 2000));
  return url.pathname.startsWith('/gone') || url.pathname.startsWith('/slow-gone') ? 404 : 200;
}
`;

describe('a page answers the status the app’s router gives it', () => {
  const web = createWebDist();
  const entryDir = mkdtempSync(join(tmpdir(), 'arrendo-page-status-'));
  const entryPath = join(entryDir, 'entry-server.mjs');
  let app: FastifyInstance;

  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    app.inject({ method: 'GET', url, headers: { accept } });

  beforeAll(async () => {
    writeFileSync(entryPath, ENTRY);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: web.dir,
      WEB_FIRST_SCREEN_ENTRY: entryPath,
      FIRST_SCREEN_TIMEOUT_MS: '300',
    });
  });

  afterAll(async () => {
    await app?.close();
    web.remove();
    rmSync(entryDir, { recursive: true, force: true });
  });

  it('answers 404 with the app’s page (which draws its not-found page) where the router says so', async () => {
    const gone = await page('/gone/at-all?x=1');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/text\/html/);
    expect(gone.headers['cache-control']).toBe('no-cache');
    expect(gone.body).toContain('<div id="root"></div>');
    const head = await app.inject({
      method: 'HEAD',
      url: '/gone',
      headers: { accept: 'text/html' },
    });
    expect(head.statusCode).toBe(404);

    const real = await page('/help');
    expect(real.statusCode).toBe(200);
    expect(real.body).toContain('<div id="root"></div>');
  });

  it('answers 200 when it cannot tell: the check failed or was too slow', async () => {
    expect((await page('/fail')).statusCode).toBe(200);
    const started = Date.now();
    expect((await page('/slow-gone')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('never asks for the home page, nor for what is not a page', async () => {
    const { asked } = (await import(entryPath)) as { asked: string[] };
    asked.length = 0;
    expect((await page('/')).statusCode).toBe(200);
    expect((await page('/gone.js', '*/*')).statusCode).toBe(404);
    const api = await page('/api/gone', 'application/json');
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(asked).toEqual([]);
  });
});
