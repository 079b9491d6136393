import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import type { ListingPatch, StoredPhoto } from '@arrendo/contracts';
import { PUBLIC_CONTENT_PATHS } from '@arrendo/contracts/public-pages';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { CSRF, signUp, type Jar } from './accounts.js';

const PUBLIC_URL = 'https://arrendo.example';
const EVIL_TITLE = 'Casa"><script>alert(1)</script>';

const HOME: ListingPatch = {
  category: 'stay',
  subcategory: 'house',
  maxGuests: 4,
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  address: 'Los Aromos 1234, Pucón',
  location: 'Pucón, Araucanía',
  city: 'Pucón',
  region: 'Araucanía',
  lat: -39.2822,
  lng: -71.9544,
  amenities: ['wifi', 'heating'],
  title: 'Cabaña junto al lago Villarrica',
  description:
    'Cabaña de madera a pasos del lago, con estufa a leña, terraza y vista al volcán Villarrica.',
  price: 80_000,
  refundPolicy: 'flexible',
  instantBook: false,
};

/** Like web/dist/index.html: the defaults the BFF replaces page by page. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#0B7A75" />
    <meta name="description" content="Default description" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Arrendo" />
    <meta property="og:image" content="/og-default.png" />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <title>Arrendo</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Every `<meta>` of a page by name or property, each with how many times it appears. */
function metaOf(html: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) {
    (out[m[2] as string] ??= []).push(m[3] as string);
  }
  return out;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe('crawlers and link previews: /robots.txt, /sitemap.xml, page head tags', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let small: FastifyInstance;
  let webDist: string;
  let host: Jar;
  let hostId: string;
  let publishedId: string;
  let evilId: string;
  let draftId: string;

  const page = (
    url: string,
    headers: Record<string, string> = { accept: 'text/html' },
    jar: Jar = {},
  ) => app.inject({ method: 'GET', url, headers, cookies: jar });

  async function createListing(patch: ListingPatch, publish: boolean): Promise<string> {
    const id = randomUUID();
    const send = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url, cookies: host, headers: CSRF, ...(payload ? { payload } : {}) });
    expect((await send('POST', '/api/host/listings', { id, listingType: 'home' })).statusCode).toBe(
      201,
    );
    expect((await send('PATCH', `/api/host/listings/${id}`, patch)).statusCode).toBe(200);
    const photos: StoredPhoto[] = Array.from({ length: 5 }, (_, i) => ({
      id: randomUUID(),
      url: `/media/listings/${id}/${i}/1024.webp`,
      width: 1600,
      height: 1067,
      variants: [
        { url: `/media/listings/${id}/${i}/640.webp`, width: 640 },
        { url: `/media/listings/${id}/${i}/1600.webp`, width: 1600 },
      ],
      placeholder: null,
      keys: [`listings/${id}/${i}/1600.webp`],
    }));
    await listing.db
      .updateTable('properties')
      .set({ photos: JSON.stringify(photos) })
      .where('id', '=', id)
      .execute();
    if (publish) {
      const res = await send('POST', `/api/host/listings/${id}/publish`);
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  }

  async function publishedCount(): Promise<{ listings: number; hosts: number }> {
    const rows = await listing.db
      .selectFrom('properties')
      .select(['id', 'host_id'])
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .execute();
    return { listings: rows.length, hosts: new Set(rows.map((r) => r.host_id)).size };
  }

  beforeAll(async () => {
    [identity, listing] = await Promise.all([
      startIdentity(prefix),
      startListing(prefix, { withIdentity: false }),
    ]);
    webDist = mkdtempSync(join(tmpdir(), 'arrendo-seo-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    const env = {
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: webDist,
      PUBLIC_URL,
      RATE_LIMIT_ENABLED: 'false',
    };
    app = await buildTestApp(env);
    small = await buildTestApp({ ...env, SITEMAP_URLS_PER_FILE: '40' });
    host = await signUp(app, identity, 'seo-host@example.com', 'seo-routes-pass-1');
    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: host });
    hostId = me.json<{ user: { id: string } }>().user.id;
    publishedId = await createListing(HOME, true);
    evilId = await createListing({ ...HOME, title: EVIL_TITLE }, true);
    draftId = await createListing({ ...HOME, title: 'Borrador secreto del anfitrión' }, false);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await small?.close();
    await Promise.all([identity?.stop(), listing?.stop()]);
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('serves robots.txt naming the sitemap and keeping crawlers out of private pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of [
      '/api/',
      '/admin',
      '/checkout',
      '/pay/',
      '/wishlists',
      '/host/bookings',
      '/contact',
      '/status',
    ]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every content page, published listing (dated) and host with one, and no draft', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.body);
    expect(new Set(urls).size).toBe(urls.length);
    const { listings, hosts } = await publishedCount();
    expect(listings).toBeGreaterThan(100);
    expect(urls).toHaveLength(PUBLIC_CONTENT_PATHS.length + listings + hosts);
    for (const path of [
      '/',
      '/help',
      '/help/payment-timing',
      '/privacy',
      '/terms',
      '/emergency',
      '/gift-cards',
    ]) {
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/property/${publishedId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`,
      ),
    );
    expect(urls).toContain(`${PUBLIC_URL}/host/${hostId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/property/${draftId}`);
  });

  it('turns into an index of section files when one file cannot hold every URL', async () => {
    const whole = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(index.body);
    expect(files[0]).toBe(`${PUBLIC_URL}/sitemaps/pages-1.xml`);
    expect(files).toContain(`${PUBLIC_URL}/sitemaps/listings-1.xml`);
    expect(files).toContain(`${PUBLIC_URL}/sitemaps/hosts-1.xml`);
    const gathered: string[] = [];
    for (const file of files) {
      const res = await small.inject({ method: 'GET', url: file.slice(PUBLIC_URL.length) });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(40);
      gathered.push(...urls);
    }
    expect(gathered.sort()).toEqual([...whole].sort());
    const past = files.filter((f) => f.includes('/listings-')).length + 1;
    expect(
      (await small.inject({ method: 'GET', url: `/sitemaps/listings-${past}.xml` })).statusCode,
    ).toBe(404);
    expect((await small.inject({ method: 'GET', url: '/sitemaps/other-1.xml' })).statusCode).toBe(
      404,
    );
  });

  it('gives a published listing its own title, description, canonical and Open Graph tags', async () => {
    const res = await page(`/property/${publishedId}?ref=share`, {
      accept: 'text/html',
      'accept-language': 'es-CL,es;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = metaOf(res.body);
    const url = `${PUBLIC_URL}/property/${publishedId}`;
    expect(res.body).toContain('<title>Arrendo | Cabaña junto al lago Villarrica</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(`<link rel="canonical" href="${url}" data-default="" />`);
    expect(res.body).toContain(`content="${url}" data-default=""`);
    expect(res.body).toContain(
      '<meta property="og:title" content="Arrendo | Cabaña junto al lago Villarrica" data-default="Arrendo" />',
    );
    expect(res.body).toContain('<html lang="es">');
    expect(meta).toMatchObject({
      description: [HOME.description],
      'og:type': ['website'],
      'og:site_name': ['Arrendo'],
      'og:title': ['Arrendo | Cabaña junto al lago Villarrica'],
      'og:description': [HOME.description],
      'og:url': [url],
      'og:image': [`${PUBLIC_URL}/media/listings/${publishedId}/0/1600.webp`],
      'og:image:width': ['1600'],
      'og:image:height': ['1067'],
      'og:locale': ['es_CL'],
      'twitter:card': ['summary_large_image'],
      'theme-color': ['#0B7A75'],
    });
    expect(res.body).toContain(
      '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js">',
    );
    // The first photo, fetched while the app starts (one link per layout).
    expect(res.body.match(/<link rel="preload" as="image"[^>]*>/g)).toHaveLength(2);
    expect(res.body).toContain(`imagesrcset="/media/listings/${publishedId}/0/640.webp 640w`);

    // A link-preview robot asks for anything; `lng` picks the language over the header.
    const robot = await page(`/property/${publishedId}?lng=en`, {
      accept: '*/*',
      'accept-language': 'es',
    });
    expect(robot.statusCode).toBe(200);
    expect(metaOf(robot.body)['og:locale']).toEqual(['en_US']);
    expect(metaOf(robot.body)['og:title']).toEqual(['Arrendo | Cabaña junto al lago Villarrica']);
    const head = await app.inject({
      method: 'HEAD',
      url: `/property/${publishedId}`,
      headers: { accept: '*/*' },
    });
    expect(head.statusCode).toBe(200);
  });

  it('keeps a title made of markup inert', async () => {
    const res = await page(`/property/${evilId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<title>Arrendo | Casa&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(metaOf(res.body)['og:title']).toEqual([
      'Arrendo | Casa&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
  });

  it('gives a draft (even to its host), an unknown id and a malformed one the default tags, 200', async () => {
    for (const [url, jar] of [
      [`/property/${draftId}`, host],
      [`/property/${randomUUID()}`, {}],
      ['/property/not-a-uuid', {}],
      ['/some/client/route', {}],
    ] as const) {
      const res = await page(url, { accept: 'text/html' }, jar);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('Borrador secreto');
      expect(res.body).toContain('<title>Arrendo</title>');
      expect(res.body).not.toContain('rel="canonical"');
      const meta = metaOf(res.body);
      expect(meta['og:image']).toEqual([`${PUBLIC_URL}/og-default.png`]);
      expect(meta['og:title']).toEqual(['Arrendo']);
      expect(meta['og:locale']).toEqual(['en_US']);
      expect(meta.description?.[0]).toContain('Chile');
    }
    // Other files stay 404 for a client that did not ask for a page.
    const asset = await page('/assets/missing-1.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    // The home page too goes through the head tags.
    const home = await page('/', { accept: '*/*', 'accept-language': 'es' });
    expect(home.statusCode).toBe(200);
    expect(metaOf(home.body)['og:locale']).toEqual(['es_CL']);
    expect(metaOf(home.body).description?.[0]).toContain('Reserva alojamientos');
  });

  it('describes a host profile', async () => {
    const res = await page(`/host/${hostId}`);
    expect(res.statusCode).toBe(200);
    const meta = metaOf(res.body);
    expect(meta['og:type']).toEqual(['profile']);
    expect(meta['og:url']).toEqual([`${PUBLIC_URL}/host/${hostId}`]);
    expect(res.body).toMatch(/<title>Arrendo \| [^<]+<\/title>/);
    expect(meta['og:title']?.[0]).not.toBe('Arrendo');
  });

  it('gives a user who hosts nothing the default tags, even when they ask for their own page', async () => {
    const quiet = await signUp(app, identity, 'seo-quiet@example.com', 'seo-routes-pass-1');
    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: quiet });
    const quietId = me.json<{ user: { id: string } }>().user.id;
    for (const jar of [{}, quiet]) {
      const res = await page(`/host/${quietId}`, { accept: 'text/html' }, jar);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Arrendo</title>');
      expect(metaOf(res.body)['og:type']).not.toEqual(['profile']);
      expect(res.body).not.toContain(quietId);
    }
  });

  it('reads index.html again when the build changes it', async () => {
    writeFileSync(
      join(webDist, 'index.html'),
      INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>'),
    );
    const res = await page(`/property/${publishedId}`);
    expect(res.body).toContain('data-build="2"');
    expect(metaOf(res.body)['og:url']).toEqual([`${PUBLIC_URL}/property/${publishedId}`]);
  });

  it('with the listing service down: the page gets the defaults (200), the sitemap a 503', async () => {
    await listing.stop();
    const started = Date.now();
    const res: LightMyRequestResponse = await page(`/property/${publishedId}`);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body).toContain('<title>Arrendo</title>');
    expect(metaOf(res.body)['og:image']).toEqual([`${PUBLIC_URL}/og-default.png`]);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers['cache-control']).toBe('no-store');
    expect(sitemap.body).not.toContain('<urlset');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
  });
});
