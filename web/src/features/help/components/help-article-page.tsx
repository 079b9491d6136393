import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/features/content/components/content-page';
import { useContentLanguage } from '@/features/content/use-content-doc';
import { helpArticleDocs } from '../content';
import { articlesOf, helpCategory } from '../help-index';
import type { HelpArticleEntry } from '../help-index';
import { ArticleLinkCard } from './article-link-card';
import { HelpBreadcrumb } from './help-breadcrumb';
import { StillNeedHelp } from './still-need-help';

/** `/help/<article>`: breadcrumb, the article, related articles of its category, help prompt. */
export function HelpArticlePage({ article }: { article: HelpArticleEntry }) {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  const category = helpCategory(article.category);
  const related = articlesOf(article.category).filter((entry) => entry.slug !== article.slug);

  return (
    <ContentPage
      modules={helpArticleDocs}
      slug={article.slug}
      before={
        <HelpBreadcrumb
          trail={[
            ...(category
              ? [{ label: category.text[language].title, category: category.slug }]
              : []),
            { label: article.text[language].title },
          ]}
        />
      }
      after={
        <>
          {related.length > 0 ? (
            <section aria-labelledby="help-related" className="mt-12">
              <h2 id="help-related" className="text-xl font-semibold">
                {t('article.related')}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {related.map((entry) => (
                  <li key={entry.slug}>
                    <ArticleLinkCard slug={entry.slug} text={entry.text[language]} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <StillNeedHelp />
        </>
      }
    />
  );
}
