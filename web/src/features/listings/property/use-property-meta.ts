import { useEffect } from 'react';
import type { Photo, Property } from '@arrendo/contracts/web';
import { formatPageTitle } from '@/lib/page-title';

/** web/public/og-default.png: what a preview shows without a wide enough cover. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const;
const MIN_SHARE_IMAGE_WIDTH = 1200;

/**
 * Points a head element at new values and returns how to undo it. The BFF may have written the
 * element already for this page (link previews, bff/src/seo): it is updated, never duplicated, and
 * on undo it gets back its `data-default` (what other pages carry; empty: other pages have no
 * such element, so it goes) rather than this page's value.
 */
function setHead(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  const created = !el;
  const fallback = el?.getAttribute('data-default') ?? null;
  const previous = el?.getAttribute(attr) ?? null;
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
  const node = el;
  return () => {
    if (created || fallback === '') {
      node.remove();
    } else if (fallback !== null) {
      node.setAttribute(attr, fallback);
      node.removeAttribute('data-default');
    } else if (previous !== null) {
      node.setAttribute(attr, previous);
    }
  };
}

function setMeta(attr: 'name' | 'property', key: string, content: string): () => void {
  return setHead(
    `meta[${attr}="${key}"]`,
    () => {
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      return el;
    },
    'content',
    content,
  );
}

function setCanonical(href: string): () => void {
  return setHead(
    'link[rel="canonical"]',
    () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    },
    'href',
    href,
  );
}

/** A short plain description for previews: the first ~160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * The preview image, as the BFF picks it: the cover's largest rendition when it is at least
 * 1200 px wide and not an SVG, otherwise the default share image.
 */
export function shareImage(photos: readonly Photo[]): {
  url: string;
  width: number;
  height: number;
} {
  const cover = photos[0];
  if (cover) {
    const renditions =
      cover.variants.length > 0 ? cover.variants : [{ url: cover.url, width: cover.width }];
    const largest = renditions.reduce((a, b) => (b.width > a.width ? b : a));
    if (
      largest.width >= MIN_SHARE_IMAGE_WIDTH &&
      !/\.svg(?:[?#]|$)/i.test(largest.url) &&
      !largest.url.startsWith('data:')
    ) {
      return {
        url: largest.url,
        width: largest.width,
        height: Math.round((cover.height * largest.width) / cover.width),
      };
    }
  }
  return {
    url: DEFAULT_SHARE_IMAGE.path,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
  };
}

/** Title, description, canonical and Open Graph tags for a listing; the defaults come back when the page leaves. */
export function usePropertyMeta(property: Property): void {
  const { id, title } = property;
  const description = metaDescription(property.description);
  const image = shareImage(property.photos);
  const { url: imageUrl, width, height } = image;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = formatPageTitle(title);
    const origin = window.location.origin;
    const pageUrl = `${origin}/property/${id}`;
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:title', formatPageTitle(title)),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:url', pageUrl),
      setMeta('property', 'og:image', new URL(imageUrl, origin).href),
      setMeta('property', 'og:image:width', String(width)),
      setMeta('property', 'og:image:height', String(height)),
      setCanonical(pageUrl),
    ];
    return () => {
      document.title = previousTitle;
      for (const u of undo.reverse()) u();
    };
  }, [id, title, description, imageUrl, width, height]);
}
