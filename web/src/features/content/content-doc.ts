import type { Language } from '@/i18n';

export interface ContentHeading {
  id: string;
  text: string;
  depth: number;
}

/** A markdown file after the build: front matter, finished HTML and its h2/h3 headings. */
export interface ContentDoc {
  meta: Record<string, string>;
  html: string;
  headings: ContentHeading[];
}

/** What `import.meta.glob('…/*.md', { import: 'default' })` gives: one loader per file. */
export type ContentModules = Record<string, () => Promise<ContentDoc>>;

/**
 * The loader for `<slug>.<lang>.md` in a glob, falling back to English (the product's fallback
 * language) when a translation is missing; undefined when the slug has no file at all.
 */
export function findContent(
  modules: ContentModules,
  slug: string,
  language: Language,
): { key: string; load: () => Promise<ContentDoc> } | undefined {
  for (const lang of language === 'en' ? ['en'] : [language, 'en']) {
    const suffix = `/${slug}.${lang}.md`;
    const key = Object.keys(modules).find((path) => path.endsWith(suffix));
    const load = key ? modules[key] : undefined;
    if (key && load) return { key, load };
  }
  return undefined;
}

/** The slugs a glob holds (each once, whatever its languages). */
export function contentSlugs(modules: ContentModules): string[] {
  const slugs = Object.keys(modules)
    .map((path) => /\/([^/]+)\.[a-z]{2}\.md$/.exec(path)?.[1])
    .filter((slug): slug is string => slug !== undefined);
  return [...new Set(slugs)].sort();
}
