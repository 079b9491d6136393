// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_SLUGS, HELP_CATEGORY_SLUGS } from '@arrendo/contracts/public-pages';
import type { ContentDoc } from '@/features/content/content-doc';
import { HELP_ARTICLES, HELP_CATEGORY_ENTRIES, HELP_ROLES } from './help-index';

// The compiled markdown (the same plugin as the build): front matter in `meta`, HTML in `html`.
const articleFiles = import.meta.glob<ContentDoc>('/src/content/help/articles/*.md', {
  eager: true,
  import: 'default',
});
const categoryFiles = import.meta.glob<ContentDoc>('/src/content/help/categories/*.md', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'es'] as const;
/** What places an article; its translations must say the same. */
const PLACE = ['category', 'order', 'guide', 'top', 'roles'] as const;

function file(files: Record<string, ContentDoc>, slug: string, lang: string): ContentDoc {
  const doc = Object.entries(files).find(([path]) => path.endsWith(`/${slug}.${lang}.md`))?.[1];
  if (!doc) throw new Error(`missing ${slug}.${lang}.md`);
  return doc;
}

function slugsOf(files: Record<string, ContentDoc>): string[] {
  return [...new Set(Object.keys(files).map((path) => /\/([^/]+)\.[a-z]{2}\.md$/.exec(path)?.[1]))]
    .filter((slug): slug is string => !!slug)
    .sort();
}

describe('the help index', () => {
  it('has an entry for every article file, and a file in each language for every entry', () => {
    expect(slugsOf(articleFiles)).toEqual([...HELP_ARTICLE_SLUGS].sort());
    expect(HELP_ARTICLES.map((a) => a.slug).sort()).toEqual([...HELP_ARTICLE_SLUGS].sort());
    expect(Object.keys(articleFiles)).toHaveLength(HELP_ARTICLE_SLUGS.length * LANGUAGES.length);
  });

  it('has an entry for every category file, and a file in each language for every entry', () => {
    expect(slugsOf(categoryFiles)).toEqual([...HELP_CATEGORY_SLUGS].sort());
    expect(HELP_CATEGORY_ENTRIES.map((c) => c.slug)).toEqual([...HELP_CATEGORY_SLUGS]);
    expect(Object.keys(categoryFiles)).toHaveLength(HELP_CATEGORY_SLUGS.length * LANGUAGES.length);
  });

  it.each(HELP_ARTICLES.map((a) => [a.slug, a] as const))(
    'reads the front matter of %s',
    (slug, entry) => {
      const english = file(articleFiles, slug, 'en').meta;
      expect(HELP_CATEGORY_SLUGS, `${slug} category`).toContain(english.category);
      expect(Number(english.order), `${slug} order`).toBeGreaterThan(0);
      const roles = english.roles?.split(',').map((r) => r.trim()) ?? [];
      expect(roles.length, `${slug} roles`).toBeGreaterThan(0);
      expect(roles.filter((r) => !(HELP_ROLES as readonly string[]).includes(r))).toEqual([]);
      expect(entry.roles).toEqual(roles);
      for (const lang of LANGUAGES) {
        const { meta } = file(articleFiles, slug, lang);
        expect(meta.title, `${slug}.${lang} title`).toBeTruthy();
        expect(meta.description, `${slug}.${lang} description`).toBeTruthy();
        expect(entry.text[lang]).toEqual({ title: meta.title, description: meta.description });
        for (const key of PLACE) expect(meta[key], `${slug}.${lang} ${key}`).toBe(english[key]);
      }
    },
  );

  it.each(HELP_CATEGORY_ENTRIES.map((c) => [c.slug, c] as const))(
    'reads the front matter of the category %s',
    (slug, entry) => {
      for (const lang of LANGUAGES) {
        const { meta } = file(categoryFiles, slug, lang);
        expect(meta.title, `${slug}.${lang} title`).toBeTruthy();
        expect(meta.description, `${slug}.${lang} description`).toBeTruthy();
        expect(entry.text[lang]).toEqual({ title: meta.title, description: meta.description });
      }
    },
  );

  it('orders the articles by category, then by their order in it', () => {
    const place = (a: (typeof HELP_ARTICLES)[number]) =>
      HELP_CATEGORY_SLUGS.indexOf(a.category) * 100 + a.order;
    const places = HELP_ARTICLES.map(place);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(places).size).toBe(places.length);
  });

  it('has four guides, six top articles, and something for every role', () => {
    expect(HELP_ARTICLES.filter((a) => a.guide)).toHaveLength(4);
    expect(HELP_ARTICLES.filter((a) => a.top)).toHaveLength(6);
    for (const role of HELP_ROLES) {
      expect(
        HELP_ARTICLES.some((a) => a.guide && a.roles.includes(role)),
        role,
      ).toBe(true);
      expect(
        HELP_ARTICLES.some((a) => a.top && a.roles.includes(role)),
        role,
      ).toBe(true);
    }
  });

  it('serves every help path of the spec (2.1)', () => {
    const known = new Set([
      'topics',
      ...HELP_CATEGORY_ENTRIES.map((c) => c.slug),
      ...HELP_ARTICLES.map((a) => a.slug),
    ]);
    const spec =
      'topics account bookings payments safety communication getting-started reservation aircover hosting cancel-reservation change-experience host-cancellation payment-methods manage-payment payment-timing community';
    expect(spec.split(' ').filter((slug) => !known.has(slug))).toEqual([]);
  });

  it('keeps the page to one h1 and links only to help pages that exist', () => {
    const known = new Set([
      'topics',
      ...HELP_CATEGORY_ENTRIES.map((c) => c.slug),
      ...HELP_ARTICLES.map((a) => a.slug),
    ]);
    for (const [path, doc] of Object.entries({ ...articleFiles, ...categoryFiles })) {
      expect(doc.html, path).not.toContain('<h1');
      expect(doc.html.length, path).toBeGreaterThan(500);
      for (const [, slug] of doc.html.matchAll(/href="\/help\/([^"#?]+)"/g)) {
        expect(known.has(slug ?? ''), `${path} links to /help/${slug}`).toBe(true);
      }
    }
  });

  it('never calls our protection by another company’s name', () => {
    for (const [path, doc] of Object.entries({ ...articleFiles, ...categoryFiles })) {
      // Visible text only: the links keep the spec's /help/aircover path.
      const text = `${doc.meta.title ?? ''} ${doc.html.replace(/<[^>]+>/g, ' ')}`;
      expect(text, path).not.toMatch(/air\s*cover/i);
    }
  });
});
