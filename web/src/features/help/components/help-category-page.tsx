import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { MarkdownArticle } from '@/features/content/components/markdown-article';
import { useContentDoc, useContentLanguage } from '@/features/content/use-content-doc';
import { usePageTitleText } from '@/lib/page-title';
import { helpCategoryDocs } from '../content';
import { articlesOf } from '../help-index';
import type { HelpCategoryEntry } from '../help-index';
import { ArticleLinkCard } from './article-link-card';
import { HelpBreadcrumb } from './help-breadcrumb';
import { StillNeedHelp } from './still-need-help';

/** Each `## Topic` of a category's markdown becomes a card; text before the first is its intro. */
export function splitTopics(html: string): { intro: string; topics: string[] } {
  const parts = html.split(/(?=<h2[\s>])/);
  const intro = parts[0]?.startsWith('<h2') ? '' : (parts.shift() ?? '');
  return { intro: intro.trim(), topics: parts.map((part) => part.trim()).filter(Boolean) };
}

/** `/help/<category>` (spec 2.14): topic cards with steps and tips, the category's articles. */
export function HelpCategoryPage({ category }: { category: HelpCategoryEntry }) {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  const text = category.text[language];
  const { doc, error } = useContentDoc(helpCategoryDocs, category.slug);
  usePageTitleText(text.title);
  if (error) throw new Error(`Could not load the help category ${category.slug}`);
  const { intro, topics } = splitTopics(doc?.html ?? '');

  return (
    <div className="mx-auto max-w-5xl px-5 py-10 md:px-10 md:py-16">
      <HelpBreadcrumb trail={[{ label: text.title }]} />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{text.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{text.description}</p>

      {doc ? (
        <>
          {intro ? <MarkdownArticle html={intro} className="mt-6 max-w-3xl" /> : null}
          <ul className="mt-8 grid gap-4 md:grid-cols-2" aria-label={t('category.topicsLabel')}>
            {topics.map((html) => (
              <li key={html.slice(0, 80)} className="rounded-2xl border border-neutral-200 p-6">
                <MarkdownArticle
                  html={html}
                  className="[&>h2:first-child]:mt-0 [&>h2:first-child]:text-lg"
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-8 grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}

      <section aria-labelledby="help-category-articles" className="mt-12">
        <h2 id="help-category-articles" className="text-2xl font-semibold">
          {t('category.articles')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {articlesOf(category.slug).map((entry) => (
            <li key={entry.slug}>
              <ArticleLinkCard slug={entry.slug} text={entry.text[language]} />
            </li>
          ))}
        </ul>
      </section>

      <StillNeedHelp />
    </div>
  );
}
