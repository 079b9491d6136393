import { Marked } from 'marked';
import type { Tokens } from 'marked';

/** One heading of a document, for its table of contents. */
export interface BuiltHeading {
  id: string;
  text: string;
  depth: number;
}

export interface BuiltDoc {
  meta: Record<string, string>;
  html: string;
  headings: BuiltHeading[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `key: value` lines only: our content needs nothing richer, and a YAML parser would be ~40 KB. */
export function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    let value = line.slice(at + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    meta[key] = value;
  }
  return { meta, body: source.slice(match[0].length) };
}

/** A stable anchor from a heading: accents dropped, so "Información" → "informacion". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * Markdown → HTML at build time, so the browser downloads finished HTML and no parser. Headings
 * get ids (an explicit `{#id}` suffix wins, else the slug; repeats get -2, -3…); links to other
 * sites open in a new tab without handing them our window.
 */
export function buildMarkdownDoc(source: string): BuiltDoc {
  const { meta, body } = parseFrontMatter(source);
  const headings: BuiltHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const explicit = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(token.text);
        const inline = this.parser.parseInline(token.tokens);
        const html = explicit ? inline.replace(/\s*\{#[a-z0-9-]+\}\s*$/, '') : inline;
        const text = html.replace(/<[^>]+>/g, '');
        let id = explicit?.[1] ?? slugify(text);
        const seen = used.get(id) ?? 0;
        used.set(id, seen + 1);
        if (seen > 0) id = `${id}-${seen + 1}`;
        if (token.depth >= 2 && token.depth <= 3) headings.push({ id, text, depth: token.depth });
        return `<h${token.depth} id="${id}">${html}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const inner = this.parser.parseInline(token.tokens);
        const href = token.href.replace(/"/g, '&quot;');
        const external = /^https?:\/\//.test(token.href);
        const title = token.title ? ` title="${token.title.replace(/"/g, '&quot;')}"` : '';
        const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${href}"${title}${target}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  return { meta, html, headings };
}

/**
 * Vite plugin: `import doc from './x.en.md'` gives `{ meta, html, headings }` (see
 * src/features/content/content-doc.ts), and `./x.en.md?meta` the front matter alone, for an index
 * that lists documents without their HTML (the help centre's). Used by the help centre, the legal
 * and information pages.
 */
export function markdownContent() {
  return {
    name: 'arrendo:markdown-content',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      const [path = '', query = ''] = id.split('?');
      if (!path.endsWith('.md')) return null;
      const onlyMeta = new URLSearchParams(query).has('meta');
      const value = onlyMeta ? parseFrontMatter(code).meta : buildMarkdownDoc(code);
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
