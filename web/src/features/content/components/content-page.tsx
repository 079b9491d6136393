import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { formatPageTitle } from '@/lib/page-title';
import type { ContentModules } from '../content-doc';
import { useContentDoc } from '../use-content-doc';
import { MarkdownArticle } from './markdown-article';

interface ContentPageProps {
  modules: ContentModules;
  slug: string;
  /** Shown above the title (a breadcrumb, an eyebrow). */
  before?: ReactNode;
  /** Shown after the article (related links, a call to action). */
  after?: ReactNode;
}

/**
 * One markdown document as a page: its title (also the tab's), its lead paragraph, the article
 * and, when the file says so, the date it was last updated. Front matter: `title`,
 * `description`, optional `updated` (YYYY-MM-DD).
 */
export function ContentPage({ modules, slug, before, after }: ContentPageProps) {
  const { t, i18n } = useTranslation('common');
  const { doc, missing, error } = useContentDoc(modules, slug);
  const title = doc?.meta.title;

  useEffect(() => {
    if (title) document.title = formatPageTitle(title);
  }, [title]);

  if (missing) return <NotFoundPage />;
  if (error) throw new Error(`Could not load the page ${slug}`);
  if (!doc) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-10 md:py-16" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-5/6" />
        <Skeleton className="mt-3 h-4 w-4/6" />
      </div>
    );
  }
  const updated = doc.meta.updated;
  return (
    <article className="mx-auto max-w-3xl px-5 py-10 md:py-16">
      {before}
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{doc.meta.title}</h1>
      {doc.meta.description ? (
        <p className="mt-4 text-lg text-muted">{doc.meta.description}</p>
      ) : null}
      {updated ? (
        <p className="mt-2 text-sm text-muted">
          {t('content.lastUpdated', {
            date: new Date(`${updated}T12:00:00Z`).toLocaleDateString(i18n.language, {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            }),
          })}
        </p>
      ) : null}
      <MarkdownArticle html={doc.html} className="mt-8" />
      {after}
    </article>
  );
}
