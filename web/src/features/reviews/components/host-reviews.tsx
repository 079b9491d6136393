import { useTranslation } from 'react-i18next';
import { hostReviewsQueryOptions } from '../api';
import { ReviewList } from './review-list';

/** The host profile's reviews: what guests wrote about the host's spaces. */
export function HostReviews({ hostId, firstName }: { hostId: string; firstName: string }) {
  const { t } = useTranslation('reviews');
  return (
    <section aria-labelledby="host-reviews-title" className="mt-10" data-testid="host-reviews">
      <ReviewList
        options={hostReviewsQueryOptions(hostId)}
        titleId="host-reviews-title"
        title={t('hostTitle', { name: firstName })}
      />
    </section>
  );
}
