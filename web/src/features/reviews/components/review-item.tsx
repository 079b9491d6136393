import { useTranslation } from 'react-i18next';
import type { PublicUserCard, Review } from '@arrendo/contracts/web';
import { StarIcon } from '@/components/ui/icons/star';
import { Avatar } from '@/features/account/components/avatar';
import { useReviewFormat } from '../format';

/** What a review shows of its author. */
export type ReviewAuthor = Pick<PublicUserCard, 'firstName' | 'avatarUrl'>;

/** One published review: who (first name, avatar), when (month and year), what, and the answer. */
export function ReviewItem({
  review,
  author,
}: {
  review: Review;
  /** Absent when the author's account is gone. */
  author: ReviewAuthor | undefined;
}) {
  const { t } = useTranslation('reviews');
  const fmt = useReviewFormat();
  const when = review.publishedAt ?? review.submittedAt;
  return (
    <article data-testid="review" className="py-4">
      <header className="flex items-center gap-3">
        <Avatar url={author?.avatarUrl} name={author?.firstName} className="size-10 text-base" />
        <div>
          <p className="font-semibold">{author?.firstName ?? t('formerGuest')}</p>
          <p className="text-sm text-muted">
            <time dateTime={when}>{fmt.monthYear(when)}</time>
          </p>
        </div>
      </header>
      <p className="mt-2 flex items-center gap-1 text-sm">
        <StarIcon className="size-3.5" />
        <span>{t('ratedOutOf5', { rating: review.rating })}</span>
      </p>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      {review.response ? (
        <div className="mt-3 border-l-2 border-neutral-300 pl-3 text-sm">
          <p className="font-semibold">
            {t('hostResponse')}{' '}
            <time dateTime={review.response.at} className="font-normal text-muted">
              · {fmt.monthYear(review.response.at)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line">{review.response.text}</p>
        </div>
      ) : null}
    </article>
  );
}
