import { HELP_ARTICLE_SLUGS, HELP_CATEGORY_SLUGS } from '@arrendo/contracts/public-pages';
import type { HelpCategorySlug } from '@arrendo/contracts/public-pages';
import { SUPPORTED_LANGUAGES } from '@/i18n/detection';
import type { Language } from '@/i18n/detection';

// The help centre's light index: what the landing page, the search, the category and topic pages
// and the breadcrumbs need, without the articles' HTML (each article is its own lazy chunk, see
// content.ts). It is the markdown files' front matter, read at build time (`?meta`: the front
// matter alone, web/build/markdown-content.ts); which articles and categories exist is the public
// page list of @arrendo/contracts/public-pages, which the sitemap also reads.

export const HELP_CATEGORIES = HELP_CATEGORY_SLUGS;
export type HelpCategory = HelpCategorySlug;

/** The help centre's role tabs. Arrendo has no service hosts or travel admins. */
export const HELP_ROLES = ['guest', 'home-host', 'experience-host'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export interface HelpText {
  title: string;
  description: string;
}

export interface HelpCategoryEntry {
  slug: HelpCategory;
  text: Record<Language, HelpText>;
}

export interface HelpArticleEntry {
  slug: string;
  category: HelpCategory;
  /** Position inside its category. */
  order: number;
  /** One of the four getting-started guides. */
  guide: boolean;
  /** One of the six top articles. */
  top: boolean;
  roles: readonly HelpRole[];
  text: Record<Language, HelpText>;
}

type FrontMatter = Record<string, string>;

const articleMeta = import.meta.glob<FrontMatter>('/src/content/help/articles/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const categoryMeta = import.meta.glob<FrontMatter>('/src/content/help/categories/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});

/** The front matter of `<slug>.<lang>.md` in a glob; English when the translation is missing. */
function frontMatter(files: Record<string, FrontMatter>, slug: string, lang: Language) {
  const of = (l: string) =>
    Object.entries(files).find(([path]) => path.endsWith(`/${slug}.${l}.md`))?.[1];
  return of(lang) ?? of('en') ?? {};
}

function textOf(files: Record<string, FrontMatter>, slug: string): Record<Language, HelpText> {
  const entries = SUPPORTED_LANGUAGES.map((lang) => {
    const { title = slug, description = '' } = frontMatter(files, slug, lang);
    return [lang, { title, description }] as const;
  });
  return Object.fromEntries(entries) as Record<Language, HelpText>;
}

const isCategory = (value: string | undefined): value is HelpCategory =>
  (HELP_CATEGORIES as readonly (string | undefined)[]).includes(value);
const isRole = (value: string): value is HelpRole =>
  (HELP_ROLES as readonly string[]).includes(value);

/** An article's place and audience come from its English file (the languages share them). */
function articleEntry(slug: string): HelpArticleEntry {
  const meta = frontMatter(articleMeta, slug, 'en');
  const category = isCategory(meta.category) ? meta.category : HELP_CATEGORIES[0];
  const roles = (meta.roles ?? '').split(',').map((role) => role.trim());
  return {
    slug,
    category,
    order: Number(meta.order ?? 0),
    guide: meta.guide === 'true',
    top: meta.top === 'true',
    roles: roles.filter(isRole),
    text: textOf(articleMeta, slug),
  };
}

export const HELP_CATEGORY_ENTRIES: readonly HelpCategoryEntry[] = HELP_CATEGORIES.map((slug) => ({
  slug,
  text: textOf(categoryMeta, slug),
}));

/** By category, then by each article's order in it. */
export const HELP_ARTICLES: readonly HelpArticleEntry[] = HELP_ARTICLE_SLUGS.map(articleEntry).sort(
  (a, b) =>
    HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category) || a.order - b.order,
);

export function helpCategory(slug: string): HelpCategoryEntry | undefined {
  return HELP_CATEGORY_ENTRIES.find((entry) => entry.slug === slug);
}

export function helpArticle(slug: string): HelpArticleEntry | undefined {
  return HELP_ARTICLES.find((entry) => entry.slug === slug);
}

/** A category's articles in their order. */
export function articlesOf(category: HelpCategory): HelpArticleEntry[] {
  return HELP_ARTICLES.filter((entry) => entry.category === category).sort(
    (a, b) => a.order - b.order,
  );
}

/** The guides, then the top articles, a role's tab shows (index order). */
export function forRole(role: HelpRole): { guides: HelpArticleEntry[]; top: HelpArticleEntry[] } {
  const mine = HELP_ARTICLES.filter((entry) => entry.roles.includes(role));
  return { guides: mine.filter((e) => e.guide), top: mine.filter((e) => e.top) };
}
