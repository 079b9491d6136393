import type { ListPublishedReply, PublishedListingRef } from '@arrendo/contracts';
import { PUBLIC_CONTENT_PATHS } from '@arrendo/contracts/public-pages';
import { absoluteUrl, escapeMarkup } from './escape.js';

export const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's ceiling for one file (also 50 MB uncompressed, far above 50 000 of our URLs). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

/** One page of published listings after `after` (the listing service's keyset pages). */
export type ListPublishedPage = (after: string | undefined) => Promise<ListPublishedReply>;

export type SitemapSection = 'pages' | 'listings' | 'hosts';

export type SitemapDocument =
  { kind: 'urlset'; urls: SitemapUrl[] } | { kind: 'index'; sitemaps: SitemapUrl[] };

export interface SitemapOptions {
  publicUrl: string;
  /** URLs per file; more than this and /sitemap.xml becomes an index of section files. */
  maxUrls: number;
}

function entries(tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  return items
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${escapeMarkup(u.lastmod)}</lastmod>` : '';
      return `<${tag}><loc>${escapeMarkup(u.loc)}</loc>${lastmod}</${tag}>`;
    })
    .join('\n');
}

export function renderSitemap(doc: SitemapDocument): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (doc.kind === 'urlset') {
    return `${head}<urlset xmlns="${SITEMAP_XMLNS}">\n${entries('url', doc.urls)}\n</urlset>\n`;
  }
  return `${head}<sitemapindex xmlns="${SITEMAP_XMLNS}">\n${entries('sitemap', doc.sitemaps)}\n</sitemapindex>\n`;
}

/**
 * Reads every page, in id order, handing each listing with its position to `visit`; stops early
 * when `visit` answers false. Any failure of a page propagates: a sitemap is whole or not served.
 */
export async function walkPublished(
  listPage: ListPublishedPage,
  visit: (ref: PublishedListingRef, index: number) => boolean | void,
): Promise<number> {
  let after: string | undefined;
  let index = 0;
  for (;;) {
    const page = await listPage(after);
    for (const ref of page.items) {
      if (visit(ref, index) === false) return index + 1;
      index++;
    }
    if (!page.nextAfter) return index;
    after = page.nextAfter;
  }
}

const later = (a: string | undefined, b: string): string => (a && a > b ? a : b);
/** A `lastmod` as the protocol's W3C datetime: the instant in UTC, to the second. */
const lastmodOf = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}Z`;

const pageUrls = (publicUrl: string): SitemapUrl[] =>
  PUBLIC_CONTENT_PATHS.map((path) => ({ loc: absoluteUrl(publicUrl, path) }));
const listingUrl = (publicUrl: string, ref: PublishedListingRef): SitemapUrl => ({
  loc: absoluteUrl(publicUrl, `/property/${ref.id}`),
  lastmod: lastmodOf(ref.updatedAt),
});

/** Hosts with a published listing, by id, each dated by their latest listing change. */
function hostUrls(publicUrl: string, hosts: Map<string, string>): SitemapUrl[] {
  return [...hosts.keys()].sort().map((id) => ({
    loc: absoluteUrl(publicUrl, `/host/${id}`),
    lastmod: lastmodOf(hosts.get(id) ?? ''),
  }));
}

const chunkCount = (n: number, size: number) => Math.max(1, Math.ceil(n / size));

/**
 * `/sitemap.xml`: one urlset with the content pages, every published listing and every host
 * with one, when they fit in one file; otherwise an index of `/sitemaps/<section>-<n>.xml`.
 */
export async function buildSitemap(
  listPage: ListPublishedPage,
  { publicUrl, maxUrls }: SitemapOptions,
): Promise<SitemapDocument> {
  const pages = pageUrls(publicUrl);
  const listings: SitemapUrl[] = [];
  const listingChunkLastmod: string[] = [];
  const hosts = new Map<string, string>();
  const listingCount = await walkPublished(listPage, (ref, i) => {
    if (pages.length + i < maxUrls) listings.push(listingUrl(publicUrl, ref));
    const chunk = Math.floor(i / maxUrls);
    listingChunkLastmod[chunk] = later(listingChunkLastmod[chunk], ref.updatedAt);
    hosts.set(ref.hostId, later(hosts.get(ref.hostId), ref.updatedAt));
  });
  const hostList = hostUrls(publicUrl, hosts);
  if (pages.length + listingCount + hostList.length <= maxUrls) {
    return { kind: 'urlset', urls: [...pages, ...listings, ...hostList] };
  }
  const sitemaps: SitemapUrl[] = [];
  const file = (section: SitemapSection, n: number) =>
    absoluteUrl(publicUrl, `/sitemaps/${section}-${n}.xml`);
  for (let n = 1; n <= chunkCount(pages.length, maxUrls); n++) {
    sitemaps.push({ loc: file('pages', n) });
  }
  for (let n = 1; n <= chunkCount(listingCount, maxUrls); n++) {
    const lastmod = listingChunkLastmod[n - 1];
    sitemaps.push({ loc: file('listings', n), lastmod: lastmod ? lastmodOf(lastmod) : undefined });
  }
  for (let n = 1; n <= chunkCount(hostList.length, maxUrls); n++) {
    const chunk = hostList.slice((n - 1) * maxUrls, n * maxUrls);
    const lastmod = chunk.reduce<string | undefined>(
      (a, u) => later(a, u.lastmod ?? ''),
      undefined,
    );
    sitemaps.push({ loc: file('hosts', n), lastmod: lastmod || undefined });
  }
  return { kind: 'index', sitemaps };
}

/**
 * One file of the index: the `n`th (1-based) slice of `section`, or null when there is no such
 * file (the first file of a section always exists, empty or not).
 */
export async function buildSitemapFile(
  listPage: ListPublishedPage,
  section: SitemapSection,
  n: number,
  { publicUrl, maxUrls }: SitemapOptions,
): Promise<SitemapDocument | null> {
  const from = (n - 1) * maxUrls;
  const to = n * maxUrls;
  let urls: SitemapUrl[];
  if (section === 'pages') {
    urls = pageUrls(publicUrl).slice(from, to);
  } else if (section === 'listings') {
    urls = [];
    await walkPublished(listPage, (ref, i) => {
      if (i >= from) urls.push(listingUrl(publicUrl, ref));
      return i + 1 < to;
    });
  } else {
    const hosts = new Map<string, string>();
    await walkPublished(listPage, (ref) => {
      hosts.set(ref.hostId, later(hosts.get(ref.hostId), ref.updatedAt));
    });
    urls = hostUrls(publicUrl, hosts).slice(from, to);
  }
  if (urls.length === 0 && n > 1) return null;
  return { kind: 'urlset', urls };
}
