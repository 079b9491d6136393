import { escapeMarkup } from './escape.js';

/** A `<meta>` keyed by `name` (description, twitter:*, theme-color) or `property` (og:*). */
export interface MetaTag {
  attr: 'name' | 'property';
  key: string;
  content: string;
  /**
   * What the tag reads on other pages, written as `data-default` so the web app can put it back
   * when it navigates away (empty: the tag does not exist on other pages).
   */
  fallback?: string | undefined;
}

/** `<link rel="preload" as="image">` for the page's largest picture (its LCP), fetched first. */
export interface ImagePreload {
  href: string;
  /** The image's own `srcset` and `sizes`: the browser reuses the preload only if they match. */
  srcset?: string | undefined;
  sizes?: string | undefined;
  /** The viewports that draw this image (the property page draws one of two per width). */
  media?: string | undefined;
}

export interface HeadTags {
  /** The whole `<title>` text. */
  title?: string | undefined;
  /** `<html lang>`. */
  lang?: string | undefined;
  /** `<link rel="canonical">` (marked `data-default=""`: other pages have none). */
  canonical?: string | undefined;
  meta: MetaTag[];
  /** Tags to drop without a replacement (a default `og:image:width` when the image's is unknown). */
  remove?: Pick<MetaTag, 'attr' | 'key'>[] | undefined;
  preloadImages?: ImagePreload[] | undefined;
}

const HEAD_END = /<\/head\s*>/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi;
const META = /<meta\b[^>]*>\s*/gi;
const CANONICAL = /<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>\s*/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i');

function attrOf(tag: string, name: string): string | undefined {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * The page's head with these tags in place of the ones it had: a tag this set names (title,
 * canonical, a meta by its name or property) is removed wherever it was and written once before
 * `</head>`; every other tag stays as it was. Every value is escaped, so a listing's title
 * containing `"><script>` stays text. Pure: the same input gives the same page.
 */
export function injectHeadTags(html: string, tags: HeadTags): string {
  const end = HEAD_END.exec(html);
  if (!end) return html;
  let head = html.slice(0, end.index);
  const rest = html.slice(end.index);

  const replaced = new Set(
    [...tags.meta, ...(tags.remove ?? [])].map((m) => `${m.attr}:${m.key.toLowerCase()}`),
  );
  head = head.replace(META, (tag) => {
    const name = attrOf(tag, 'name');
    const property = attrOf(tag, 'property');
    const key =
      name !== undefined ? `name:${name}` : property !== undefined ? `property:${property}` : '';
    return replaced.has(key.toLowerCase()) ? '' : tag;
  });
  if (tags.title !== undefined) head = head.replace(TITLE, '');
  if (tags.canonical !== undefined) head = head.replace(CANONICAL, '');
  if (tags.lang !== undefined) {
    const lang = escapeMarkup(tags.lang);
    head = /<html\b[^>]*\blang\s*=/i.test(head)
      ? head.replace(/(<html\b[^>]*\blang\s*=\s*)(?:"[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${lang}"`)
      : head.replace(/<html\b/i, `<html lang="${lang}"`);
  }

  const lines: string[] = [];
  if (tags.title !== undefined) lines.push(`<title>${escapeMarkup(tags.title)}</title>`);
  for (const m of tags.meta) {
    const fallback = m.fallback === undefined ? '' : ` data-default="${escapeMarkup(m.fallback)}"`;
    lines.push(
      `<meta ${m.attr}="${escapeMarkup(m.key)}" content="${escapeMarkup(m.content)}"${fallback} />`,
    );
  }
  if (tags.canonical !== undefined) {
    lines.push(`<link rel="canonical" href="${escapeMarkup(tags.canonical)}" data-default="" />`);
  }
  for (const image of tags.preloadImages ?? []) {
    const attrs = [
      `rel="preload"`,
      `as="image"`,
      `href="${escapeMarkup(image.href)}"`,
      ...(image.srcset ? [`imagesrcset="${escapeMarkup(image.srcset)}"`] : []),
      ...(image.srcset && image.sizes ? [`imagesizes="${escapeMarkup(image.sizes)}"`] : []),
      ...(image.media ? [`media="${escapeMarkup(image.media)}"`] : []),
      `fetchpriority="high"`,
    ];
    lines.push(`<link ${attrs.join(' ')} />`);
  }
  return `${head.replace(/\s*$/, '')}\n    ${lines.join('\n    ')}\n  ${rest}`;
}
