import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import { scriptHashSource } from '../src/seo/first-screen.js';
import { buildTestApp, createWebDist } from './helper.js';

/** As the Vite build writes web/dist/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Arrendo</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const BOOT = 'window.__boot=1';

/**
 * A stand-in for web/dist-server/entry-server.js with the same exports: it draws what it was
 * asked for, reaches the API through the BFF's transport, and fails, declines or dawdles on cue.
 */
const ENTRY = `
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const FIRST_SCREEN_BOOT_SCRIPT = ${JSON.stringify(BOOT)};
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
let transport;
export let calls = 0;
export function configureFirstScreen(options) { transport = options.transport; }
export async function renderFirstScreen(request) {
  calls++;
  const query = new URL(request.url, 'http://x').searchParams;
  if (query.has('fail')) throw new Error('drawing failed');
  if (query.has('none')) return null;
  if (query.has('slow')) await new Promise((resolve) => setTimeout(resolve, Number(query.get('slow'))));
  const site = await transport('/api/site', { headers: { Accept: 'application/json' } });
  const body = await site.json();
  return {
    html: '<main data-url="' + request.url + '" data-lang="' + request.language + '" data-width="' +
      request.screenWidth + '" data-site="' + site.status + ' ' + body.supportEmail + '">drawn #' + calls + '</main>',
    data: { queries: [{ queryKey: ['site'], state: { data: body } }] },
  };
}
`;

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

describe('first screens: the home and property pages drawn by the web build', () => {
  const web = createWebDist();
  const entryDir = mkdtempSync(join(tmpdir(), 'arrendo-first-screen-'));
  const entryPath = join(entryDir, 'entry-server.mjs');
  let app: FastifyInstance;

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'user-agent': PHONE, ...headers },
    });

  beforeAll(async () => {
    writeFileSync(entryPath, ENTRY);
    writeFileSync(join(web.dir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: web.dir,
      WEB_FIRST_SCREEN_ENTRY: entryPath,
      FIRST_SCREEN_TIMEOUT_MS: '300',
      FIRST_SCREEN_MAX_CONCURRENT: '1',
      SUPPORT_EMAIL: 'ayuda@arrendo.example',
    });
  });

  afterAll(async () => {
    await app?.close();
    web.remove();
    rmSync(entryDir, { recursive: true, force: true });
  });

  it('draws the home page for the visitor’s language and screen, reaching the API in-process', async () => {
    const res = await page('/?type=hour', { 'accept-language': 'es-CL,es;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="es">/);
    expect(res.body).toContain(
      '<div id="root" data-first-screen="412" inert><main data-url="/?type=hour" data-lang="es" data-width="412" data-site="200 ayuda@arrendo.example">',
    );
    // The entry is loaded by the boot script, which the page's CSP allows by its hash only.
    expect(res.body).toContain(
      `<script data-entry="/assets/index-Ab12Cd34.js" data-width="412">${BOOT}</script>`,
    );
    expect(res.body).not.toContain('type="module"');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHashSource(BOOT)}`);
    expect(String(res.headers.vary)).toContain('User-Agent');

    const desktop = await page('/?type=hour&d', { 'user-agent': DESKTOP });
    expect(desktop.body).toContain('data-first-screen="1280"');
    expect(desktop.body).toContain('data-lang="en" data-width="1280"');
  });

  it('draws every request anew (a listing just published shows at once)', async () => {
    const count = (body: string) => Number(/drawn #(\d+)/.exec(body)?.[1]);
    const first = await page('/?again');
    const second = await page('/?again');
    expect(count(second.body)).toBe(count(first.body) + 1);
    // With the data it was drawn from, for the browser to start from.
    expect(second.body).toContain(
      '<script type="application/json" id="first-screen-data">{"queries":[{"queryKey":["site"],"state":{"data":{"supportEmail":"ayuda@arrendo.example"',
    );
  });

  it('serves the plain page when the drawing fails, declines, is slow or another is under way', async () => {
    for (const url of ['/?fail', '/?none', '/?slow=2000']) {
      const started = Date.now();
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js">',
      );
      expect(String(res.headers['content-security-policy'])).not.toContain('sha256');
      if (url.includes('slow')) expect(Date.now() - started).toBeLessThan(1500);
    }
    const [a, b] = await Promise.all([page('/?slow=150&a'), page('/?slow=150&b')]);
    const drawn = [a, b].filter((res) => res.body.includes('data-first-screen'));
    expect(drawn).toHaveLength(1);
  });

  it('draws nothing for other pages, HEAD requests, the service worker, or a listing with no public page', async () => {
    for (const url of ['/help', '/sitemap', '/property/00000000-0000-4000-8000-000000000000']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    // The service worker's copy of `/` is its offline shell for every address: never a drawing.
    const worker = await page('/?worker', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
    expect(worker.body).toContain('<div id="root"></div>');
    const navigation = await page('/?navigation', { 'sec-fetch-dest': 'document' });
    expect(navigation.body).toContain('data-first-screen="412"');
    const head = await app.inject({
      method: 'HEAD',
      url: '/',
      headers: { accept: 'text/html', 'user-agent': PHONE },
    });
    expect(head.statusCode).toBe(200);
  });
});

describe('first screens without a web build', () => {
  const web = createWebDist();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: web.dir,
      WEB_FIRST_SCREEN_ENTRY: join(web.dir, 'missing', 'entry-server.js'),
    });
  });

  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  it('serves the plain page', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
