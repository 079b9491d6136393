// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentDoc } from '@/features/content/content-doc';
import { infoPages } from '@/features/content/pages';

// The information pages of part A (spec 2.1's footer and menu links). /anti-discrimination
// redirects to /combating-discrimination, so it has no document of its own.
const SLUGS = [
  'aircover',
  'safety',
  'disability-support',
  'cancellation-options',
  'covid-response',
  'report-concern',
  'disaster-relief',
  'combating-discrimination',
  'community',
  'emergency',
  'become-a-host',
] as const;
const LANGUAGES = ['en', 'es'] as const;

const FORBIDDEN = [
  /lorem/i,
  /placeholder/i,
  /coming soon/i,
  /próximamente/i,
  /\bTODO\b/,
  /aircover/i,
];

// Where the pages may link inside the app: these pages, the help centre, and the app's own routes.
const INTERNAL_LINK =
  /^\/(help(\/[a-z-]+)?|contact|feedback|privacy|terms|create-listing|payments|account\/settings|aircover|safety|disability-support|cancellation-options|covid-response|report-concern|disaster-relief|combating-discrimination|community|emergency|become-a-host)$/;

async function load(slug: string, lang: string): Promise<ContentDoc | undefined> {
  return infoPages[`/src/content/pages/${slug}.${lang}.md`]?.();
}

/** The visible text of the built HTML: tags dropped, the entities marked decodes put back. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

function words(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe.each(SLUGS)('information page %s', (slug) => {
  it.each(LANGUAGES)('has a complete %s document of 250–600 words', async (lang) => {
    const doc = await load(slug, lang);
    expect(doc, `${slug}.${lang}.md`).toBeDefined();
    if (!doc) return;
    expect(doc.meta.title?.trim()).toBeTruthy();
    expect(doc.meta.description?.trim().length).toBeGreaterThan(40);
    const count = words(text(doc.html));
    expect(count, `${slug}.${lang}: ${count} words`).toBeGreaterThanOrEqual(250);
    expect(count, `${slug}.${lang}: ${count} words`).toBeLessThanOrEqual(600);
    expect(doc.headings.filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANGUAGES)('has no unfinished or borrowed wording in %s', async (lang) => {
    const doc = await load(slug, lang);
    const visible = `${doc?.meta.title ?? ''} ${doc?.meta.description ?? ''} ${text(doc?.html ?? '')}`;
    for (const pattern of FORBIDDEN) expect(visible, `${slug}.${lang}`).not.toMatch(pattern);
  });

  it('links only to pages that exist, the same ones in both languages', async () => {
    const hrefs = async (lang: string) => {
      const html = (await load(slug, lang))?.html ?? '';
      return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
    };
    const [en, es] = [await hrefs('en'), await hrefs('es')];
    for (const href of en) expect(href).toMatch(INTERNAL_LINK);
    expect([...new Set(es)].sort()).toEqual([...new Set(en)].sort());
  });

  it('has the same sections in both languages', async () => {
    const [en, es] = [await load(slug, 'en'), await load(slug, 'es')];
    expect(es?.headings.length).toBe(en?.headings.length);
  });
});

describe('facts the pages must get right', () => {
  it('cancellation options state every policy tier', async () => {
    const en = text((await load('cancellation-options', 'en'))?.html ?? '');
    for (const fact of [
      /Flexible\s+7 days or more before\s+50% from 1 to 6 days before/,
      /Moderate\s+14 days or more before\s+50% from 7 to 13 days before/,
      /Strict\s+30 days or more before\s+25% from 14 to 29 days before/,
    ]) {
      expect(en).toMatch(fact);
    }
  });

  it('emergency lists the Chilean emergency numbers', async () => {
    for (const lang of LANGUAGES) {
      const page = text((await load('emergency', lang))?.html ?? '');
      for (const number of ['131', '132', '133', '134', '137', '+56 2 2635 3800']) {
        expect(page, `${lang} ${number}`).toContain(number);
      }
    }
  });

  it('names the protection as Arrendo Protect', async () => {
    for (const lang of LANGUAGES) {
      expect((await load('aircover', lang))?.meta.title).toBe('Arrendo Protect');
    }
  });
});
