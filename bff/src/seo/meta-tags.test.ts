import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_COVER_SIZES,
  PROPERTY_NARROW_QUERY,
  PROPERTY_WIDE_QUERY,
  photoSrcSet,
  type Photo,
  type Property,
} from '@arrendo/contracts';
import { injectHeadTags } from './meta-tags.js';
import { coverImage, defaultSharePage, propertySharePage, shareHeadTags } from './share-meta.js';
import { renderRobots } from './robots.js';
import { renderSitemap } from './sitemap.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0B7A75" />
    <meta name="description" content="Default description" />
    <meta property="og:title" content="Arrendo" />
    <meta property="og:image" content="/og-default.png" />
    <meta property="og:image:width" content="1200" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Arrendo</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('injectHeadTags', () => {
  it('replaces the tags it names once each and keeps every other tag', () => {
    const html = injectHeadTags(INDEX, {
      title: 'Arrendo | Cabaña',
      lang: 'es',
      canonical: 'https://arrendo.cl/property/1',
      meta: [
        { attr: 'name', key: 'description', content: 'Junto al lago' },
        { attr: 'property', key: 'og:title', content: 'Cabaña' },
        { attr: 'property', key: 'og:url', content: 'https://arrendo.cl/property/1' },
      ],
      remove: [{ attr: 'property', key: 'og:image:width' }],
    });
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain('<title>Arrendo | Cabaña</title>');
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<meta name="description" content="Junto al lago" />');
    expect(count(html, 'property="og:title"')).toBe(1);
    expect(html).toContain('<meta property="og:title" content="Cabaña" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://arrendo.cl/property/1" data-default="" />',
    );
    expect(html).not.toContain('og:image:width');
    expect(html).toContain('<html lang="es">');
    // Untouched: the other meta tags, the manifest, the script, the body.
    expect(html).toContain('<meta name="theme-color" content="#0B7A75" />');
    expect(html).toContain('<meta property="og:image" content="/og-default.png" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a title containing markup inert', () => {
    const evil = 'Casa"><script>alert(1)</script>';
    const html = injectHeadTags(INDEX, {
      title: `Arrendo | ${evil}`,
      canonical: 'https://arrendo.cl/property/1?a=1&b="2"',
      meta: [{ attr: 'property', key: 'og:title', content: evil }],
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(count(html, '<script')).toBe(1);
    expect(html).toContain('content="Casa&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain(
      '<title>Arrendo | Casa&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('href="https://arrendo.cl/property/1?a=1&amp;b=&quot;2&quot;"');
  });

  it('is pure: a page without a head comes back as it was', () => {
    expect(injectHeadTags('<p>hola</p>', { title: 'x', meta: [] })).toBe('<p>hola</p>');
    const tags = { title: 'Arrendo | a', meta: [] };
    expect(injectHeadTags(injectHeadTags(INDEX, tags), tags)).toBe(injectHeadTags(INDEX, tags));
  });
});

const photo = (over: Partial<Photo> = {}): Photo => ({
  id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
  url: '/media/listings/a/b/1024.webp',
  width: 1600,
  height: 1000,
  variants: [
    { url: '/media/listings/a/b/640.webp', width: 640 },
    { url: '/media/listings/a/b/1600.webp', width: 1600 },
  ],
  placeholder: null,
  ...over,
});

describe('link preview tags', () => {
  it('takes the cover’s largest rendition when it is 1200 px or wider, never an SVG', () => {
    expect(coverImage([photo()])).toEqual({
      url: '/media/listings/a/b/1600.webp',
      width: 1600,
      height: 1000,
    });
    expect(coverImage([photo({ width: 1024, height: 640, variants: [] })])).toBeNull();
    expect(
      coverImage([photo({ url: '/media/demo/scene.svg', width: 1600, variants: [] })]),
    ).toBeNull();
    expect(coverImage([])).toBeNull();
  });

  it('describes a listing with absolute URLs, its cover and the locale', () => {
    const property = {
      id: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
      title: 'Cabaña junto al lago',
      description: 'Madera y vista al volcán. '.repeat(20),
      photos: [photo()],
    } as unknown as Property;
    const tags = shareHeadTags(propertySharePage(property, 'es'), 'es', 'https://arrendo.cl/');
    const meta = Object.fromEntries(tags.meta.map((m) => [m.key, m.content]));
    expect(tags.title).toBe('Arrendo | Cabaña junto al lago');
    expect(tags.canonical).toBe(`https://arrendo.cl/property/${property.id}`);
    expect(meta['og:url']).toBe(tags.canonical);
    expect(meta['og:image']).toBe('https://arrendo.cl/media/listings/a/b/1600.webp');
    expect(meta['og:image:width']).toBe('1600');
    expect(meta['og:image:height']).toBe('1000');
    expect(meta['og:locale']).toBe('es_CL');
    expect(meta['og:site_name']).toBe('Arrendo');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta.description?.length).toBeLessThanOrEqual(160);
    // Each tag says what it reads on other pages, for the web app to restore on leaving.
    const fallback = Object.fromEntries(tags.meta.map((m) => [m.key, m.fallback]));
    expect(fallback['og:title']).toBe('Arrendo');
    expect(fallback['og:image']).toBe('https://arrendo.cl/og-default.png');
    expect(fallback['og:url']).toBe('');
    expect(fallback.description).toContain('Reserva alojamientos');
  });

  it('preloads the listing page’s first photo as each layout draws it, escaped', () => {
    const property = {
      id: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
      title: 'Cabaña',
      description: 'Lago',
      photos: [photo(), photo({ id: '00000000-0000-4000-8000-000000000009' })],
    } as unknown as Property;
    const tags = shareHeadTags(propertySharePage(property, 'en'), 'en', 'https://arrendo.cl/');
    const html = injectHeadTags(INDEX, tags);
    const links = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    const srcset = photoSrcSet(property.photos[0]!)!;
    expect(links[0]).toContain(`imagesrcset="${srcset}"`);
    expect(links[0]).toContain(`imagesizes="${PROPERTY_COVER_SIZES.phone}"`);
    expect(links[0]).toContain(`media="${PROPERTY_NARROW_QUERY}"`);
    expect(links[1]).toContain(`imagesizes="${PROPERTY_COVER_SIZES.wide}"`);
    expect(links[1]).toContain(`media="${PROPERTY_WIDE_QUERY}"`);
    expect(links.every((l) => l.includes('fetchpriority="high"'))).toBe(true);

    // A single-rendition picture (the demo SVGs): its URL alone, no srcset or sizes.
    const svg = injectHeadTags(INDEX, {
      meta: [],
      preloadImages: [{ href: '/media/demo/"><script>.svg', sizes: '100vw' }],
    });
    expect(svg).toContain(
      '<link rel="preload" as="image" href="/media/demo/&quot;&gt;&lt;script&gt;.svg" fetchpriority="high" />',
    );
    // No photo, no preload.
    const bare = { ...property, photos: [] } as unknown as Property;
    expect(propertySharePage(bare, 'en').preload).toEqual([]);
  });

  it('matches the defaults web/index.html carries before the BFF replaces them', () => {
    const index = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const flat = index.replace(/\s+/g, ' ');
    const tags = shareHeadTags(defaultSharePage('en'), 'en', '');
    for (const m of tags.meta) {
      if (m.key === 'og:image' || m.key === 'og:locale:alternate') continue;
      expect(flat, m.key).toContain(`${m.attr}="${m.key}" content="${m.content}"`);
    }
    expect(flat).toContain('<meta name="theme-color" content="#0B7A75" />');
    expect(flat).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(flat).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it('gives the default page the default image and no canonical', () => {
    const tags = shareHeadTags(defaultSharePage('en'), 'en', 'http://localhost:3000');
    const meta = Object.fromEntries(tags.meta.map((m) => [m.key, m.content]));
    expect(tags.title).toBeUndefined();
    expect(tags.canonical).toBeUndefined();
    expect(meta['og:image']).toBe('http://localhost:3000/og-default.png');
    expect(meta['og:image:width']).toBe('1200');
    expect(meta['og:image:height']).toBe('630');
    expect(meta['og:locale']).toBe('en_US');
    expect(tags.remove).toEqual([{ attr: 'property', key: 'og:url' }]);
  });
});

describe('sitemap and robots text', () => {
  it('escapes every URL of a sitemap', () => {
    const xml = renderSitemap({
      kind: 'urlset',
      urls: [{ loc: 'https://a.cl/x?a=1&b=<2>', lastmod: '2026-11-23T10:00:00Z' }],
    });
    expect(xml).toContain('<loc>https://a.cl/x?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-11-23T10:00:00Z</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps crawlers out of private pages and names the sitemap', () => {
    const robots = renderRobots('https://arrendo.cl');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /checkout\n');
    expect(robots).toContain('Sitemap: https://arrendo.cl/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/host\n/);
  });
});
