import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { MarkdownArticle } from '@/features/content/components/markdown-article';
import { siteConfigQueryOptions } from '@/features/content/site-config';
import { useContentDoc } from '@/features/content/use-content-doc';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { usePageTitleText } from '@/lib/page-title';
import { legalDocs } from '../legal-docs';
import { fillPlaceholders, tocEntries } from '../placeholders';
import { useHashScroll } from '../use-hash-scroll';
import { BackToTop } from './back-to-top';
import { TableOfContents } from './table-of-contents';

interface LegalPageProps {
  /** `src/content/legal/<slug>.<lang>.md`. */
  slug: string;
  /** Above the title (the breadcrumb). */
  before?: ReactNode;
  /** Under the table of contents (the log-in box). */
  aside?: ReactNode;
}

function formatUpdated(date: string, language: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The shared layout of the legal texts: title, 'Last updated', a table of contents of the
 * sections (sticky beside the text on wide screens, collapsible above it on phones), the text with
 * the operator's contacts filled in from GET /api/site, a back-to-top button and hash scrolling.
 */
export function LegalPage({ slug, before, aside }: LegalPageProps) {
  const { t, i18n } = useTranslation('common');
  const { doc, missing, error } = useContentDoc(legalDocs, slug);
  const site = useQuery(siteConfigQueryOptions());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const html = useMemo(
    () => (doc && site.data ? fillPlaceholders(doc.html, site.data) : undefined),
    [doc, site.data],
  );
  const headings = useMemo(() => (doc ? tocEntries(doc.headings) : []), [doc]);
  usePageTitleText(doc?.meta.title);
  useHashScroll(html);

  if (missing) return <NotFoundPage />;
  if (error) throw new Error(`Could not load the page ${slug}`);
  if (site.isError) throw new Error('Could not load the site contacts');
  if (!doc || html === undefined) {
    return (
      <div className="mx-auto max-w-6xl px-5 py-10 md:py-16" aria-busy="true">
        {before}
        <Skeleton className="mt-6 h-10 w-2/3" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-5/6" />
        <Skeleton className="mt-3 h-4 w-4/6" />
      </div>
    );
  }
  const updated = doc.meta.updated;
  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:py-16">
      {before}
      <header className={before ? 'mt-6' : undefined}>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl"
        >
          {doc.meta.title}
        </h1>
        {updated ? (
          <p className="mt-2 text-sm text-muted" data-testid="legal-updated">
            {t('content.lastUpdated', { date: formatUpdated(updated, i18n.language) })}
          </p>
        ) : null}
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <aside className="space-y-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:pb-4">
          <TableOfContents headings={headings} />
          {aside}
        </aside>
        <MarkdownArticle html={html} className="mt-8 max-w-3xl lg:mt-0" />
      </div>
      <BackToTop target={titleRef} />
    </div>
  );
}
