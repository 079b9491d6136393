import { expect, test, type APIRequestContext } from '@playwright/test';

// The installable app (manifest, service worker, offline shell) and what crawlers and link
// previews read without running JavaScript (robots.txt, sitemap.xml, a listing's head tags).
test.use({ locale: 'en-US', serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** What the page's `navigator` offers about service workers (the specs have no DOM types). */
interface SwWindow {
  navigator: {
    serviceWorker: {
      ready: Promise<{ scope: string }>;
      controller: { scriptURL: string } | null;
    };
  };
}

/** The PNG's size from its IHDR chunk (and proof it is a PNG). */
async function pngSize(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  const body = await res.body();
  expect(body.subarray(1, 4).toString('ascii'), url).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

test.describe.serial('installable app and crawlers', () => {
  test('links a valid manifest whose icons are PNGs of their stated size', async ({
    page,
    request,
  }) => {
    test.slow(); // the first page of the run starts the app cold on a shared machine
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0B7A75');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Arrendo',
      short_name: 'Arrendo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B7A75',
    });
    expect(manifest.lang).toMatch(/^(es|en)/);
    expect(manifest.background_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(await pngSize(request, icon.src)).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, touch!)).toBe('180x180');
  });

  test('the service worker precaches what the shell loads: its stylesheet and its entry', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // A drawn page holds its entry in the boot script's data-entry; the plain shell in a script.
    const assets = [
      ...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/g),
      ...html.matchAll(/(?:data-entry|src)="\/(assets\/entry-[^"]+\.js)"/g),
    ].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    // Workbox's precache list, as vite-plugin-pwa injects it: [{"revision":…,"url":"assets/…"},…]
    const worker = await (await request.get('/sw.js')).text();
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toContain('/');
    for (const asset of assets) expect(precached).toContain(asset);
  });

  test('the service worker controls the page after a reload and starts the app offline', async ({
    page,
    context,
  }) => {
    test.slow(); // two reloads, one offline, on a shared machine
    await page.goto('/');
    // Registered after `load`; ready once it is active (its install precached the shell).
    const scope = await page.evaluate(
      async () => (await (globalThis as unknown as SwWindow).navigator.serviceWorker.ready).scope,
    );
    expect(new URL(scope).pathname).toBe('/');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as SwWindow).navigator.serviceWorker.controller?.scriptURL ?? null,
      ),
    ).toMatch(/\/sw\.js$/);
    // The entry is the last module script (before it, rolldown's runtime chunk, which it imports).
    const asset = await page.locator('script[type="module"][src]').last().getAttribute('src');
    expect(asset).toMatch(/\/assets\/[^/]+-[\w-]{8}\.js$/);
    // Online, the app takes the page over and fetches what it shows then (the search bar's
    // summary, a lazy chunk the worker caches as it passes): offline before that, the first
    // offline start would miss it and show the summary's placeholder (decision 0020).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    try {
      // Offline only the worker can answer: the shell and its hashed entry come from its cache.
      const served = page.waitForResponse((r) => new URL(r.url()).pathname === asset);
      await page.reload();
      const entry = await served;
      expect(entry.status()).toBe(200);
      expect(entry.fromServiceWorker()).toBe(true);
      expect(entry.headers()['content-type']).toMatch(/javascript/);
      // The app started (its header, whatever the API says).
      await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    } finally {
      await context.setOffline(false);
    }

    // Back online a page comes from the network: this listing's own head tags, not the shell's.
    const summary = await page.request.get('/api/properties?limit=1');
    const { items } = (await summary.json()) as { items: { id: string; title: string }[] };
    const listing = items[0]!;
    const response = await page.goto(`/property/${listing.id}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain(
      `<meta property="og:title" content="Arrendo | ${escapeHtml(listing.title)}"`,
    );
  });

  test('robots.txt names the sitemap, which lists a demo listing; its page previews without JS', async ({
    request,
  }) => {
    const summary = await request.get('/api/properties?limit=1');
    const { items } = (await summary.json()) as { items: { id: string; title: string }[] };
    const listing = items[0]!;

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect(await robots.text()).toContain('Disallow: /api/');

    const sitemap = await request.get(new URL(sitemapUrl!).pathname);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toMatch(
      new RegExp(`<loc>https?://[^<]+/property/${listing.id}</loc><lastmod>`),
    );

    const html = await (await request.get(`/property/${listing.id}`)).text();
    expect(html).toContain(
      `<meta property="og:title" content="Arrendo | ${escapeHtml(listing.title)}"`,
    );
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/^https?:\/\//);
    const picture = await request.get(new URL(image!).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });
});
