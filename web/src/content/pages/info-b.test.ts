import { describe, expect, it } from 'vitest';
import type { ContentDoc } from '@/features/content/content-doc';
import { SITE_MAP, routeOfPath } from '@/features/content/site-map';

// Information pages part B: the documents this branch owns.
const OWN_SLUGS = [
  'aircover-hosts',
  'hosting-resources',
  'community-forum',
  'hosting-responsibly',
  'apartments',
  'hosting-class',
  'find-cohost',
  'newsroom',
  'new-features',
  'careers',
  'investors',
  'gift-cards',
] as const;
const LANGUAGES = ['en', 'es'] as const;

const docs = import.meta.glob<ContentDoc>('./*.md', { eager: true, import: 'default' });
const docOf = (slug: string, lang: string) => docs[`./${slug}.${lang}.md`];

const textOf = (doc: ContentDoc) =>
  [doc.meta.title, doc.meta.description, doc.html.replace(/<[^>]+>/g, ' ')]
    .join(' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
const wordsOf = (doc: ContentDoc) =>
  doc.html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const FORBIDDEN: RegExp[] = [
  /lorem/i,
  /placeholder/i,
  /coming soon/i,
  /próximamente/i,
  /\bTODO\b/, // upper case only: "todo" is an ordinary Spanish word
  /aircover/i, // not our trademark: our protection is Arrendo Protect
  /24\/7/,
];

// Every route the site map lists: what a link in these pages may open.
const site = new Set(SITE_MAP.flatMap((group) => group.links.map((l) => routeOfPath(l.path))));

describe.each(OWN_SLUGS.flatMap((slug) => LANGUAGES.map((lang) => [slug, lang] as const)))(
  '%s (%s)',
  (slug, lang) => {
    const doc = docOf(slug, lang);

    it('exists with a title and a description', () => {
      expect(doc, `${slug}.${lang}.md`).toBeDefined();
      expect(doc?.meta.title?.length).toBeGreaterThan(3);
      expect(doc?.meta.description?.length).toBeGreaterThan(20);
    });

    it('has 250 to 600 words, structured with headings', () => {
      if (!doc) throw new Error('missing');
      const words = wordsOf(doc);
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(600);
      expect(doc.headings.filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(3);
    });

    it('says nothing forbidden', () => {
      if (!doc) throw new Error('missing');
      const text = textOf(doc);
      for (const pattern of FORBIDDEN) expect(text, String(pattern)).not.toMatch(pattern);
    });

    it('links only to pages of the site map', () => {
      if (!doc) throw new Error('missing');
      const hrefs = [...doc.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(hrefs.length).toBeGreaterThan(2);
      for (const href of hrefs) {
        expect(href.startsWith('/'), href).toBe(true);
        expect(site.has(routeOfPath(href)), href).toBe(true);
      }
    });
  },
);

describe('both languages', () => {
  it('have the same sections in every page', () => {
    for (const slug of OWN_SLUGS) {
      const en = docOf(slug, 'en');
      const es = docOf(slug, 'es');
      expect(es?.headings.length, slug).toBe(en?.headings.length);
      expect(es?.meta.title, slug).not.toBe(en?.meta.title);
    }
  });
});
