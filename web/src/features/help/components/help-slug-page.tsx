import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { helpArticle, helpCategory } from '../help-index';
import { HelpArticlePage } from './help-article-page';
import { HelpCategoryPage } from './help-category-page';
import { HelpTopicsPage } from './help-topics-page';

/** What `/help/<slug>` is: the topics index, a category, an article, or not found. */
export function HelpSlugPage({ slug }: { slug: string }) {
  if (slug === 'topics') return <HelpTopicsPage />;
  const category = helpCategory(slug);
  if (category) return <HelpCategoryPage key={slug} category={category} />;
  const article = helpArticle(slug);
  if (article) return <HelpArticlePage key={slug} article={article} />;
  return <NotFoundPage />;
}
