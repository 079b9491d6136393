import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingGuest, Review } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { bookingReviewsQueryOptions } from '../api';
import { useReviewFormat } from '../format';
import { ResponseForm } from './response-form';
import { ReviewForm } from './review-form';
import { ReviewItem, type ReviewAuthor } from './review-item';

/**
 * The trip page's review card, for the booking's guest and its host once it has ended: the form
 * while the window is open, then where the reviews stand (written and hidden until the other
 * side writes or the window closes; then both, and the host's answer).
 */
export function BookingReviewCard({
  booking,
  me,
  counterpart,
}: {
  booking: Booking;
  me: ReviewAuthor | null;
  counterpart: BookingGuest | null;
}) {
  const { t } = useTranslation('reviews');
  const fmt = useReviewFormat();
  const ended = booking.status === 'confirmed' && Date.parse(booking.endsAt) <= Date.now();
  const query = useQuery({ ...bookingReviewsQueryOptions(booking.id), enabled: ended });
  if (!ended || query.isPending) return null;
  if (query.isError) {
    return (
      <section className="border-t border-neutral-200 py-6" role="alert">
        <p className="text-sm">{t('loadFailed')}</p>
        <Button variant="link" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  }
  const reviews = query.data;
  if (reviews.window === 'not_reviewable' || reviews.window === 'not_yet') return null;
  const { mine, theirs, role } = reviews;
  const until = fmt.until(reviews.closesAt, booking.timeZone);
  const other = counterpart?.firstName ?? t(role === 'guest' ? 'theHost' : 'theGuest');
  const published = mine?.publishedAt ?? theirs?.publishedAt ?? null;

  let status: string;
  if (!mine && reviews.window === 'open') status = t('card.canWrite', { until });
  else if (!mine) status = t('card.closed');
  else if (!published) status = t('card.waiting', { name: other, until });
  else status = t('card.published');

  return (
    <section
      aria-labelledby="review-card-title"
      className="border-t border-neutral-200 py-6"
      data-testid="review-card"
    >
      <h2 id="review-card-title" className="mb-2 text-lg font-semibold">
        {t(role === 'guest' ? 'card.titleGuest' : 'card.titleHost', { name: other })}
      </h2>
      <p className="mb-4 text-sm text-muted" data-testid="review-card-status">
        {status}
      </p>
      {!mine && reviews.window === 'open' ? (
        <ReviewForm bookingId={booking.id} role={role} />
      ) : null}
      {mine ? <Titled title={t('card.yours')} review={mine} author={me} /> : null}
      {theirs ? (
        <>
          <Titled title={t('card.theirs', { name: other })} review={theirs} author={counterpart} />
          {role === 'host' && theirs.authorRole === 'guest' && !theirs.response ? (
            <ResponseForm reviewId={theirs.id} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Titled({
  title,
  review,
  author,
}: {
  title: string;
  review: Review;
  author: ReviewAuthor | null;
}) {
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <ReviewItem review={review} author={author ?? undefined} />
    </div>
  );
}
