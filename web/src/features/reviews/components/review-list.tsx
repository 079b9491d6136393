import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewListResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { hostReviewsQueryOptions } from '../api';
import { ReviewItem } from './review-item';
import { ReviewSummaryPanel } from './review-summary';

type Options = ReturnType<typeof hostReviewsQueryOptions>;

/**
 * A paged list of published reviews with their summary: the property page's and the host
 * profile's. Nothing is drawn while there are none ('New' beside the title says it already).
 */
export function ReviewList({
  options,
  titleId,
  title,
}: {
  options: Options;
  titleId: string;
  title: string;
}) {
  const { t } = useTranslation('reviews');
  const query = useInfiniteQuery(options);
  if (query.isPending) {
    return <Skeleton className="h-32 w-full" />;
  }
  if (query.isError) {
    return (
      <div role="alert" className="text-sm">
        <p>{t('loadFailed')}</p>
        <Button variant="link" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const pages: ReviewListResponse[] = query.data.pages;
  const first = pages[0];
  if (!first || first.summary.count === 0) return null;
  const authors = Object.assign(
    {},
    ...pages.map((p) => p.authors),
  ) as ReviewListResponse['authors'];
  return (
    <>
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ReviewSummaryPanel summary={first.summary} />
      <div className="mt-4 divide-y divide-neutral-200">
        {pages.flatMap((page) =>
          page.items.map((review) => (
            <ReviewItem key={review.id} review={review} author={authors[review.authorId]} />
          )),
        )}
      </div>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </>
  );
}
