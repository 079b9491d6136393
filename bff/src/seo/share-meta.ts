import type { FastifyRequest } from 'fastify';
import {
  PROPERTY_COVER_SIZES,
  PROPERTY_NARROW_QUERY,
  PROPERTY_WIDE_QUERY,
  photoSrcSet,
  type Photo,
  type Property,
  type PublicHostProfile,
} from '@arrendo/contracts';
import { requestLocale } from '../lib/locale.js';
import { absoluteUrl } from './escape.js';
import type { HeadTags, ImagePreload, MetaTag } from './meta-tags.js';

export type ShareLocale = 'es' | 'en';

export const SITE_NAME = 'Arrendo';
export const OG_LOCALE: Record<ShareLocale, string> = { es: 'es_CL', en: 'en_US' };
/** web/public/og-default.png (web/scripts/generate-icons.mjs draws it). */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const;
/** Link previews want a wide picture; a smaller cover gives the default image instead. */
export const MIN_SHARE_IMAGE_WIDTH = 1200;

const TEXT: Record<
  ShareLocale,
  { description: string; hostDescription: (name: string) => string }
> = {
  en: {
    description:
      'Book homes by the night and spaces by the hour across Chile. Prices in Chilean pesos, with the service fee and VAT (IVA) shown before you pay.',
    hostDescription: (name) => `${name} hosts on Arrendo: see their published stays and spaces.`,
  },
  es: {
    description:
      'Reserva alojamientos por noche y espacios por hora en todo Chile. Precios en pesos chilenos, con la tarifa de servicio y el IVA a la vista antes de pagar.',
    hostDescription: (name) =>
      `Perfil de ${name} en Arrendo: mira sus alojamientos y espacios publicados.`,
  },
};

export interface ShareImage {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** What a link preview shows for one page. */
export interface SharePage {
  /** The page's own title (the tab reads "Arrendo | <title>"); none on the default page. */
  title?: string | undefined;
  description: string;
  /** The canonical path; none on the default page (every client route shares it). */
  path?: string | undefined;
  type: 'website' | 'profile';
  image: ShareImage;
  card: 'summary' | 'summary_large_image';
  /** The picture the page paints largest, for the browser to fetch before the app asks. */
  preload?: ImagePreload[] | undefined;
}

const LANGUAGE = /^([A-Za-z]{2,3})(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The preview's language: the `lng` query parameter when it names a language (the web app's own
 * rule: a search URL's `lng=-70.6` is a longitude), then the app's language cookie, then
 * Accept-Language; English otherwise (the app's fallback).
 */
export function shareLocale(request: FastifyRequest): ShareLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const lng = typeof query?.lng === 'string' ? LANGUAGE.exec(query.lng.trim()) : null;
  const fromQuery = lng?.[1]?.toLowerCase();
  if (fromQuery === 'es' || fromQuery === 'en') return fromQuery;
  return requestLocale(request) ?? 'en';
}

/** A short plain description for previews: the first ~160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * The cover's largest rendition when it is at least 1200 px wide and a raster image (previews
 * do not draw SVG, which the demo catalogue's scenes are); otherwise null.
 */
export function coverImage(photos: readonly Photo[]): ShareImage | null {
  const cover = photos[0];
  if (!cover) return null;
  const renditions =
    cover.variants.length > 0 ? cover.variants : [{ url: cover.url, width: cover.width }];
  const largest = renditions.reduce((a, b) => (b.width > a.width ? b : a));
  if (largest.width < MIN_SHARE_IMAGE_WIDTH) return null;
  if (/\.svg(?:[?#]|$)/i.test(largest.url) || largest.url.startsWith('data:')) return null;
  return {
    url: largest.url,
    width: largest.width,
    height: Math.round((cover.height * largest.width) / cover.width),
  };
}

const defaultImage = (): ShareImage => ({ ...DEFAULT_SHARE_IMAGE, url: DEFAULT_SHARE_IMAGE.path });

export function defaultSharePage(locale: ShareLocale): SharePage {
  return {
    description: TEXT[locale].description,
    type: 'website',
    image: defaultImage(),
    card: 'summary_large_image',
  };
}

export function propertySharePage(property: Property, locale: ShareLocale): SharePage {
  return {
    title: property.title,
    description: metaDescription(property.description) || TEXT[locale].description,
    path: `/property/${property.id}`,
    type: 'website',
    image: coverImage(property.photos) ?? defaultImage(),
    card: 'summary_large_image',
    preload: coverPreload(property.photos),
  };
}

/**
 * The property page's first photo as the page draws it: the phone carousel's full width below
 * the grid's breakpoint, the grid's large tile above (web: property-gallery.tsx).
 */
export function coverPreload(photos: readonly Photo[]): ImagePreload[] {
  const cover = photos[0];
  if (!cover) return [];
  const srcset = photoSrcSet(cover);
  return [
    { href: cover.url, srcset, sizes: PROPERTY_COVER_SIZES.phone, media: PROPERTY_NARROW_QUERY },
    { href: cover.url, srcset, sizes: PROPERTY_COVER_SIZES.wide, media: PROPERTY_WIDE_QUERY },
  ];
}

export function hostSharePage(host: PublicHostProfile, locale: ShareLocale): SharePage {
  const about = metaDescription(host.about ?? '');
  return {
    title: host.displayName,
    description: about || TEXT[locale].hostDescription(host.displayName),
    path: `/host/${host.id}`,
    type: 'profile',
    // A square avatar makes a small card; without one the wide default image.
    image: host.avatarUrl ? { url: host.avatarUrl } : defaultImage(),
    card: host.avatarUrl ? 'summary' : 'summary_large_image',
  };
}

/**
 * The head tags of a page for the injector, every URL absolute on the public origin. A page of
 * its own (a listing, a host) marks each tag with the value it has on other pages, so the web app
 * restores the defaults, not this page's, when it navigates away.
 */
export function shareHeadTags(page: SharePage, locale: ShareLocale, publicUrl: string): HeadTags {
  const tags = pageHeadTags(page, locale, publicUrl);
  if (!page.path) return tags;
  const defaults = new Map(
    pageHeadTags(defaultSharePage(locale), locale, publicUrl).meta.map((m) => [
      `${m.attr}:${m.key}`,
      m.content,
    ]),
  );
  return {
    ...tags,
    meta: tags.meta.map((m) => ({ ...m, fallback: defaults.get(`${m.attr}:${m.key}`) ?? '' })),
  };
}

function pageHeadTags(page: SharePage, locale: ShareLocale, publicUrl: string): HeadTags {
  const title = page.title ? `${SITE_NAME} | ${page.title}` : SITE_NAME;
  const url = page.path ? absoluteUrl(publicUrl, page.path) : undefined;
  const meta: MetaTag[] = [
    { attr: 'name', key: 'description', content: page.description },
    { attr: 'property', key: 'og:type', content: page.type },
    { attr: 'property', key: 'og:site_name', content: SITE_NAME },
    // As the tab reads (and the web app sets it during navigation).
    { attr: 'property', key: 'og:title', content: title },
    { attr: 'property', key: 'og:description', content: page.description },
    ...(url ? [{ attr: 'property' as const, key: 'og:url', content: url }] : []),
    { attr: 'property', key: 'og:image', content: absoluteUrl(publicUrl, page.image.url) },
    ...(page.image.width
      ? [{ attr: 'property' as const, key: 'og:image:width', content: String(page.image.width) }]
      : []),
    ...(page.image.height
      ? [{ attr: 'property' as const, key: 'og:image:height', content: String(page.image.height) }]
      : []),
    { attr: 'property', key: 'og:locale', content: OG_LOCALE[locale] },
    {
      attr: 'property',
      key: 'og:locale:alternate',
      content: OG_LOCALE[locale === 'es' ? 'en' : 'es'],
    },
    { attr: 'name', key: 'twitter:card', content: page.card },
  ];
  const remove = [
    ...(url ? [] : [{ attr: 'property' as const, key: 'og:url' }]),
    ...(page.image.width ? [] : [{ attr: 'property' as const, key: 'og:image:width' }]),
    ...(page.image.height ? [] : [{ attr: 'property' as const, key: 'og:image:height' }]),
  ];
  return {
    ...(page.title ? { title } : {}),
    preloadImages: page.preload,
    lang: locale,
    ...(url ? { canonical: url } : {}),
    meta,
    remove,
  };
}
