import type { Language } from '@/i18n';
import { HELP_ARTICLES } from './help-index';
import type { HelpArticleEntry } from './help-index';

/** The wait after the last keystroke before the help search filters (spec §9). */
export const HELP_SEARCH_DEBOUNCE_MS = 300;

export interface HelpSearchResult {
  slug: string;
  title: string;
  description: string;
  /** The dropdown's category label (spec 2.14): a guide, or an article. */
  kind: 'guide' | 'article';
}

/** Lower case without accents, so "Reembolso" matches "reembolsó" and "politica" "política". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The articles and guides whose title or description hold every word of the query, accents and
 * case ignored; title matches first. An empty query finds nothing.
 */
export function searchHelp(
  query: string,
  language: Language,
  articles: readonly HelpArticleEntry[] = HELP_ARTICLES,
): HelpSearchResult[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { result: HelpSearchResult; score: number }[] = [];
  for (const entry of articles) {
    const { title, description } = entry.text[language];
    const foldedTitle = foldText(title);
    const haystack = `${foldedTitle} ${foldText(description)}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const inTitle = words.filter((word) => foldedTitle.includes(word)).length;
    scored.push({
      result: { slug: entry.slug, title, description, kind: entry.guide ? 'guide' : 'article' },
      score: inTitle,
    });
  }
  // A stable sort: equal scores keep the index's order.
  return scored.sort((a, b) => b.score - a.score).map((item) => item.result);
}
