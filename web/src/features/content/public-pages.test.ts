// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  HELP_ARTICLE_SLUGS,
  HELP_CATEGORY_SLUGS,
  INFO_PAGE_SLUGS,
  LEGAL_PAGE_SLUGS,
  PAGE_SYNONYMS,
  PUBLIC_CONTENT_PATHS,
} from '@arrendo/contracts/public-pages';
import { HELP_ARTICLES, HELP_CATEGORY_ENTRIES } from '@/features/help/help-index';
// The browser route walk's table, from the same package: what it opens must be what the
// sitemap (bff/src/seo/sitemap.ts, reading PUBLIC_CONTENT_PATHS) lists.
import { walkRoutes } from '../../../e2e/support/route-table';
import { SITE_MAP, routeOfPath } from './site-map';

// The public page list of @arrendo/contracts/public-pages against what serves and walks it: the
// route files, the markdown files, the help index, the route walk and the /sitemap page.

/** Route files by the path they serve (`help.index.tsx` or `help/index.tsx` → `/help`). */
const routeFiles = Object.keys(import.meta.glob('/src/routes/**/*.tsx')).map((file) =>
  file
    .replace(/^\/src\/routes/, '')
    .replace(/\.tsx$/, '')
    .replace(/\/_[a-z]+(?=\/)/g, '')
    .replace(/\./g, '/')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1'),
);
const infoFiles = import.meta.glob('/src/content/pages/*.md');
const legalFiles = import.meta.glob('/src/content/legal/*.md');
/** Information documents that are not public pages: the signed-in host pitch. */
const SIGNED_IN_DOCUMENTS = ['become-a-host'];

const slugsOf = (files: Record<string, unknown>) =>
  [...new Set(Object.keys(files).map((path) => /\/([^/]+)\.[a-z]{2}\.md$/.exec(path)?.[1]))]
    .filter((slug): slug is string => !!slug)
    .sort();

/** How the app serves a path: its own route file, or /help/$slug for a help index entry. */
function served(path: string): boolean {
  if (routeFiles.includes(path)) return true;
  const help = /^\/help\/([a-z-]+)$/.exec(path)?.[1];
  if (!help || !routeFiles.includes('/help/$slug')) return false;
  return (
    help === 'topics' ||
    HELP_CATEGORY_ENTRIES.some((c) => c.slug === help) ||
    HELP_ARTICLES.some((a) => a.slug === help)
  );
}

describe('the public page list', () => {
  const synonyms = PAGE_SYNONYMS.map((s) => s.path);

  it('names each page once, and no synonym is also a page', () => {
    expect(new Set(PUBLIC_CONTENT_PATHS).size).toBe(PUBLIC_CONTENT_PATHS.length);
    expect(synonyms.filter((path) => PUBLIC_CONTENT_PATHS.includes(path))).toEqual([]);
    for (const { page } of PAGE_SYNONYMS) expect(PUBLIC_CONTENT_PATHS).toContain(page);
  });

  it('has a route for every page and synonym', () => {
    expect([...PUBLIC_CONTENT_PATHS, ...synonyms].filter((path) => !served(path))).toEqual([]);
  });

  it('has an English and a Spanish document for every information and legal page', () => {
    expect(slugsOf(infoFiles)).toEqual([...INFO_PAGE_SLUGS, ...SIGNED_IN_DOCUMENTS].sort());
    expect(Object.keys(infoFiles)).toHaveLength(
      (INFO_PAGE_SLUGS.length + SIGNED_IN_DOCUMENTS.length) * 2,
    );
    expect(slugsOf(legalFiles)).toEqual([...LEGAL_PAGE_SLUGS].sort());
    expect(Object.keys(legalFiles)).toHaveLength(LEGAL_PAGE_SLUGS.length * 2);
  });

  it('is what the help index lists', () => {
    expect(HELP_CATEGORY_ENTRIES.map((c) => c.slug)).toEqual([...HELP_CATEGORY_SLUGS]);
    expect(HELP_ARTICLES.map((a) => a.slug).sort()).toEqual([...HELP_ARTICLE_SLUGS].sort());
  });

  it('is what the route walk opens as a visitor, synonyms included', () => {
    const walked = walkRoutes('visitor').map((r) => r.route);
    expect([...PUBLIC_CONTENT_PATHS, ...synonyms].filter((p) => !walked.includes(p))).toEqual([]);
  });

  it('is on the /sitemap page, except the page itself', () => {
    const linked = SITE_MAP.flatMap((group) => group.links.map((l) => routeOfPath(l.path)));
    expect(PUBLIC_CONTENT_PATHS.filter((p) => p !== '/sitemap' && !linked.includes(p))).toEqual([]);
  });
});
